import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { ToastContainer, toast } from 'react-toastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { showBodyToasts, toastContainerProps, toastTexts } from './toast-messages.ts';

afterEach(() => {
  act(() => toast.dismiss());
  cleanup();
  vi.restoreAllMocks();
});

describe('toastContainerProps', () => {
  it('carries the SPEC.md §9 settings', () => {
    expect(toastContainerProps).toEqual({
      limit: 20,
      newestOnTop: true,
      position: 'top-right',
      autoClose: 5000,
      closeOnClick: true,
      pauseOnHover: true,
      pauseOnFocusLoss: true,
      hideProgressBar: true,
    });
  });
});

describe('toastTexts', () => {
  it('collects non-empty strings from strings, lists and field maps', () => {
    expect(toastTexts('Saved')).toEqual(['Saved']);
    expect(toastTexts('')).toEqual([]);
    expect(toastTexts('   ')).toEqual([]);
    expect(toastTexts({ email: ['Email is taken.', ''], name: ['Name is required.'] })).toEqual([
      'Email is taken.',
      'Name is required.',
    ]);
    expect(toastTexts(['a', ['b']])).toEqual(['a', 'b']);
    expect(toastTexts({ a: ['Same'], b: ['Same'] })).toEqual(['Same']);
    expect(toastTexts(undefined)).toEqual([]);
    expect(toastTexts(42)).toEqual([]);
  });
});

describe('showBodyToasts', () => {
  beforeEach(() => {
    render(<ToastContainer {...toastContainerProps} />);
  });

  it('shows message as a success toast in the real container', async () => {
    act(() => showBodyToasts({ message: 'Profile saved.' }));
    const alert = await screen.findByText('Profile saved.');
    expect(alert.closest('.Toastify__toast')?.className).toContain('Toastify__toast--success');
  });

  it('shows warning(s) as warning toasts and error(s) as error toasts', async () => {
    act(() =>
      showBodyToasts({
        warnings: { seats: ['You are using 9 of 10 seats.'] },
        errors: { email: ['The email has already been taken.'] },
      }),
    );
    const warning = await screen.findByText('You are using 9 of 10 seats.');
    const error = await screen.findByText('The email has already been taken.');
    expect(warning.closest('.Toastify__toast')?.className).toContain('Toastify__toast--warning');
    expect(error.closest('.Toastify__toast')?.className).toContain('Toastify__toast--error');
  });

  it('shows the same words once while they are on screen, and different words each', async () => {
    act(() => {
      for (let move = 0; move < 3; move += 1) {
        showBodyToasts({ message: 'The candidate was moved to the next step.' });
      }
      showBodyToasts({ message: 'The candidate was moved back.' });
      showBodyToasts({ warning: 'The candidate was moved back.' });
    });
    await waitFor(() => expect(document.querySelectorAll('.Toastify__toast')).toHaveLength(3));
    expect(screen.getAllByText('The candidate was moved to the next step.')).toHaveLength(1);
    expect(screen.getAllByText('The candidate was moved back.')).toHaveLength(2);
  });

  it('prefers the singular key over the plural one', () => {
    const warning = vi.spyOn(toast, 'warning');
    const error = vi.spyOn(toast, 'error');
    showBodyToasts({
      warning: 'Singular warning',
      warnings: ['Plural warning'],
      error: 'E1',
      errors: ['E2'],
    });
    expect(warning.mock.calls.map(([text]) => text)).toEqual(['Singular warning']);
    expect(error.mock.calls.map(([text]) => text)).toEqual(['E1']);
  });

  it('shows nothing for bodies without toast keys or that are not objects', () => {
    const success = vi.spyOn(toast, 'success');
    const error = vi.spyOn(toast, 'error');
    showBodyToasts({ data: [], meta: {} });
    showBodyToasts('message');
    showBodyToasts(null);
    showBodyToasts([{ message: 'inside a list' }]);
    showBodyToasts({ message: '' });
    expect(success).not.toHaveBeenCalled();
    expect(error).not.toHaveBeenCalled();
  });
});
