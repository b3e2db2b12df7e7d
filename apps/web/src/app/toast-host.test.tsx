import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { loadedToastLibrary, toast } from '#web/lib/toast.ts';
import { ToastHost } from './toast-host.tsx';

afterEach(() => {
  act(() => toast.dismiss());
  cleanup();
});

describe('ToastHost', () => {
  it('mounts no container until the first toast, then shows that toast with the SPEC.md §9 settings', async () => {
    const { container } = render(<ToastHost />);
    expect(loadedToastLibrary()).toBeUndefined();
    expect(container.innerHTML).toBe('');

    let id: string | number = '';
    act(() => {
      id = toast.success('Profile saved.');
    });
    expect(id).toMatch(/^toast-\d+$/);
    const alert = await screen.findByText('Profile saved.');
    expect(alert.closest('.Toastify__toast')?.className).toContain('Toastify__toast--success');
    expect(document.querySelector('.Toastify__toast-container--top-right')).not.toBeNull();
  });

  it('keeps a caller-given id, so the same words show once', async () => {
    render(<ToastHost />);
    act(() => {
      toast.error('Same words.', { toastId: 'error:Same words.' });
      toast.error('Same words.', { toastId: 'error:Same words.' });
    });
    await screen.findByText('Same words.');
    expect(screen.getAllByText('Same words.')).toHaveLength(1);
  });

  it('dismisses a loading toast by the id it returned', async () => {
    render(<ToastHost />);
    let id: string | number = '';
    act(() => {
      id = toast.loading('Moving 3 candidates…');
    });
    await screen.findByText('Moving 3 candidates…');
    const toastify = loadedToastLibrary()?.toast;
    expect(toastify?.isActive(id)).toBe(true);
    act(() => toast.dismiss(id));
    await expect.poll(() => toastify?.isActive(id)).toBe(false);
  });
});
