import { act, cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadingBar } from '../lib/loading-bar.ts';
import { LoadingBarView } from './loading-bar-view.tsx';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function renderBar() {
  const router = createMemoryRouter([{ path: '*', Component: LoadingBarView }]);
  render(<RouterProvider router={router} />);
}

describe('LoadingBarView', () => {
  it('is hidden while idle, shows progress while work runs, completes and hides', () => {
    renderBar();
    expect(screen.queryByRole('progressbar')).toBeNull();

    act(() => loadingBar.start());
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('0');

    act(() => vi.advanceTimersByTime(1000));
    const midway = Number(screen.getByRole('progressbar').getAttribute('aria-valuenow'));
    expect(midway).toBeGreaterThan(0);
    expect(midway).toBeLessThan(99);

    act(() => loadingBar.done());
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});
