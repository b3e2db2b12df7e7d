import { STORAGE_KEYS } from '@hireloop/shared/constants';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { BriefcaseBusiness, Sparkles } from 'lucide-react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { getStoredItem } from '#web/lib/storage.ts';
import { DropdownCoordinator } from '../dropdowns.tsx';
import { BottomBar } from './bottom-bar.tsx';
import type { MenuItem } from './menu-item.ts';
import { SideMenu } from './side-menu.tsx';
import { useMenuOpen } from './use-menu-open.ts';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const ITEMS: MenuItem[] = [
  { label: 'Opportunities', link: '/company-opportunities', icon: BriefcaseBusiness },
  { label: 'Insights', link: '/company-insights', icon: Sparkles, beta: true },
];

function SideMenuWithState() {
  const [open, setOpen] = useMenuOpen();
  return <SideMenu items={ITEMS} homeLink="/company-dashboard" open={open} onOpenChange={setOpen} />;
}

function renderAt(path: string, Component: () => React.ReactNode) {
  const router = createMemoryRouter([{ path: '*', Component }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
}

describe('side menu', () => {
  it('marks the item whose link the path contains as the current page', () => {
    renderAt('/company-opportunities/12/edit', SideMenuWithState);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Opportunities' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(
      within(nav)
        .getByRole('link', { name: /Insights/ })
        .getAttribute('aria-current'),
    ).toBeNull();
  });

  it('shows a Beta badge on beta items', () => {
    renderAt('/company-dashboard', SideMenuWithState);
    expect(within(screen.getByRole('link', { name: /Insights/ })).getByText('Beta')).toBeTruthy();
  });

  it('collapses and remembers the state in local storage', () => {
    renderAt('/company-dashboard', SideMenuWithState);
    const toggle = screen.getByRole('button', { name: 'Collapse menu' });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    act(() => fireEvent.click(toggle));
    expect(screen.getByRole('button', { name: 'Expand menu' }).getAttribute('aria-expanded')).toBe('false');
    expect(getStoredItem(STORAGE_KEYS.menuState)).toBe('closed');

    cleanup();
    renderAt('/company-dashboard', SideMenuWithState);
    expect(screen.getByRole('button', { name: 'Expand menu' })).toBeTruthy();
  });
});

describe('bottom bar', () => {
  const withCoordinator = (bar: React.ReactNode) => () => <DropdownCoordinator>{bar}</DropdownCoordinator>;

  it('shows the given items with their labels and a More menu', () => {
    const items: MenuItem[] = [ITEMS[0]!];
    renderAt('/company-opportunities', withCoordinator(<BottomBar items={items} extraItems={[]} />));
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: ITEMS[0]!.label }).getAttribute('aria-current')).toBe(
      'page',
    );
    const more = within(nav).getByRole('button', { name: 'More' });
    expect(more.getAttribute('aria-haspopup')).toBe('menu');
    expect(more.getAttribute('aria-expanded')).toBe('false');
  });

  it('opens More with its items once the menu code has loaded (decision 149)', async () => {
    renderAt(
      '/company-opportunities',
      withCoordinator(<BottomBar items={[ITEMS[0]!]} extraItems={[ITEMS[1]!]} />),
    );
    expect(screen.queryByRole('menu')).toBeNull();
    act(() => {
      fireEvent.keyDown(screen.getByRole('button', { name: 'More' }), { key: 'Enter' });
    });
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Insights' }).getAttribute('href')).toBe(
      '/company-insights',
    );
    expect(screen.getByRole('button', { name: 'More' }).getAttribute('aria-expanded')).toBe('true');
  });
});
