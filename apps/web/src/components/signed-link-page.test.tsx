import type { UseQueryResult } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from '#web/lib/http.ts';
import { SignedLinkPage } from './signed-link-page.tsx';

afterEach(cleanup);

// Only the fields the shell reads; the rest of a query result does not matter here.
const query = (fields: Partial<UseQueryResult<{ name: string }>>) =>
  ({ isPending: false, isError: false, isFetching: false, refetch: vi.fn(), ...fields }) as UseQueryResult<{
    name: string;
  }>;
const refused = (reason: string) => new HttpError(422, { message: reason, errors: { token: [reason] } });

function renderPage(token: string, target: UseQueryResult<{ name: string }>) {
  return render(
    <SignedLinkPage
      title="Confirm your info"
      token={token}
      target={target}
      refusedAction={<a href="/login">Log in</a>}
    >
      {(loaded) => <p>Hello {loaded.name}</p>}
    </SignedLinkPage>,
  );
}

describe('SignedLinkPage', () => {
  it('says a link without a token is not valid, with the page’s way out', () => {
    renderPage('', query({ isPending: true }));
    expect(screen.getByRole('heading', { level: 1, name: 'Confirm your info' })).toBeTruthy();
    expect(screen.getByText('This link is not valid')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log in' })).toBeTruthy();
  });

  it('shows that it checks the link while it loads', () => {
    renderPage('abc', query({ isPending: true }));
    expect(screen.getByRole('status').textContent).toBe('Checking your link');
  });

  it('tells an expired link from an invalid one by the server’s reason', () => {
    renderPage('abc', query({ isError: true, error: refused('This link has expired. Ask for a new one.') }));
    expect(screen.getByText('This link has expired')).toBeTruthy();
    cleanup();
    renderPage('abc', query({ isError: true, error: refused('This link is not valid.') }));
    expect(screen.getByText('This link is not valid')).toBeTruthy();
  });

  it('offers a retry for any other failure', () => {
    const target = query({ isError: true, error: new HttpError(500, { message: 'Server Error' }) });
    renderPage('abc', target);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(target.refetch).toHaveBeenCalled();
  });

  it('renders what the link opens once it is loaded', () => {
    renderPage('abc', query({ data: { name: 'Ola' } }));
    expect(screen.getByText('Hello Ola')).toBeTruthy();
  });
});
