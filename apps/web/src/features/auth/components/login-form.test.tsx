import { STORAGE_KEYS } from '@hireloop/shared/constants';
import { installValidationMessages } from '@hireloop/shared/validation-messages';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from '#web/lib/http.ts';
import { clearStorage, getStoredItem, setStoredItem } from '#web/lib/storage.ts';
import { login } from '../api/sign-in.ts';
import { LoginForm } from './login-form.tsx';

vi.mock('../api/sign-in.ts', () => ({ login: vi.fn(), signedInUser: () => null }));
// Landing after sign-in has its own tests (landing.test.ts); here only the form is under test.
vi.mock('../hooks/use-land-after-sign-in.ts', () => ({ useLandAfterSignIn: () => vi.fn() }));

installValidationMessages();
const loginMock = vi.mocked(login);

function renderForm() {
  const router = createMemoryRouter(
    [
      { path: '/login', element: <LoginForm /> },
      { path: '/two-factor-challenge', element: <p>Second factor</p> },
    ],
    { initialEntries: ['/login'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const submit = async () => {
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Log in' })));
  // The form fetches its schema when first used (decision 140; warmed in beforeAll): let it finish.
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
};

beforeAll(async () => {
  await import('@hireloop/shared/auth-payloads');
});

beforeEach(() => clearStorage());
afterEach(() => {
  cleanup();
  loginMock.mockReset();
});

describe('LoginForm', () => {
  it('shows both required-field errors beside the fields and focuses the email', async () => {
    renderForm();
    await submit();
    expect(screen.getByText('The email field is required.')).toBeTruthy();
    expect(screen.getByText('The password field is required.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Email address'));
    expect(loginMock).not.toHaveBeenCalled();
  });

  it('prefills the remembered email and sends the parsed credentials', async () => {
    setStoredItem(STORAGE_KEYS.rememberedEmail, 'ada@example.com');
    loginMock.mockResolvedValue({ twoFactor: true });
    const router = renderForm();
    expect(screen.getByLabelText<HTMLInputElement>('Email address').value).toBe('ada@example.com');
    expect(screen.getByLabelText<HTMLInputElement>('Remember me').checked).toBe(true);
    fireEvent.change(screen.getByLabelText('Email address'), { target: { value: 'ADA@Example.com' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'hireloop-demo' } });
    fireEvent.click(screen.getByLabelText('Remember me'));
    await submit();
    expect(loginMock).toHaveBeenCalledWith(
      expect.objectContaining({ email: 'ada@example.com', password: 'hireloop-demo', remember_me: false }),
      undefined,
    );
    expect(getStoredItem(STORAGE_KEYS.rememberedEmail)).toBeUndefined();
    expect(router.state.location.pathname).toBe('/two-factor-challenge');
  });

  it('puts the 422 of the server beside the email field', async () => {
    const body = { message: 'Invalid.', errors: { email: ['These credentials do not match our records.'] } };
    loginMock.mockRejectedValue(new HttpError(422, body));
    renderForm();
    fireEvent.change(screen.getByLabelText('Email address'), { target: { value: 'ada@example.com' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'wrong' } });
    await submit();
    expect(screen.getByText('These credentials do not match our records.')).toBeTruthy();
    expect(screen.getByLabelText('Email address').getAttribute('aria-invalid')).toBe('true');
  });
});
