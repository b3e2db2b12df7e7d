import { act, cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useNavigate } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { DropdownCoordinator, type DropdownName, useDropdown } from './dropdowns.tsx';

afterEach(cleanup);

const controls: Partial<Record<DropdownName, (open: boolean) => void>> = {};
let navigate: (to: string) => void = () => {};

function Probe({ name }: { name: DropdownName }) {
  const { open, onOpenChange } = useDropdown(name);
  controls[name] = onOpenChange;
  return <span data-testid={name}>{open ? 'open' : 'closed'}</span>;
}

function Page() {
  navigate = useNavigate();
  return (
    <DropdownCoordinator>
      <Probe name="settings" />
      <Probe name="profile" />
      <Probe name="switcher" />
    </DropdownCoordinator>
  );
}

function renderPage() {
  const router = createMemoryRouter([{ path: '*', Component: Page }], { initialEntries: ['/dashboard'] });
  render(<RouterProvider router={router} />);
}

const state = (name: DropdownName) => screen.getByTestId(name).textContent;

describe('dropdown coordination', () => {
  it('opens one dropdown at a time', () => {
    renderPage();
    act(() => controls.settings?.(true));
    expect(state('settings')).toBe('open');
    act(() => controls.profile?.(true));
    expect(state('profile')).toBe('open');
    expect(state('settings')).toBe('closed');
    expect(state('switcher')).toBe('closed');
  });

  it('closing a dropdown that is not open leaves the open one alone', () => {
    renderPage();
    act(() => controls.profile?.(true));
    act(() => controls.settings?.(false));
    expect(state('profile')).toBe('open');
    act(() => controls.profile?.(false));
    expect(state('profile')).toBe('closed');
  });

  it('closes every dropdown on a route change', async () => {
    renderPage();
    act(() => controls.switcher?.(true));
    expect(state('switcher')).toBe('open');
    await act(async () => navigate('/messages'));
    expect(state('switcher')).toBe('closed');
  });
});
