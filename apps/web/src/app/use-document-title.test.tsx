import { act, cleanup, render } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { documentTitleFor, useDocumentTitle } from './use-document-title.ts';

afterEach(cleanup);

describe('documentTitleFor', () => {
  it('is "<Page> – Hireloop" with an en dash', () => {
    expect(documentTitleFor({ title: 'Login' })).toBe('Login – Hireloop');
    expect(documentTitleFor({ title: 'Terms of Service' })).toBe('Terms of Service – Hireloop');
  });

  it('falls back to the default title for pages without a name', () => {
    expect(documentTitleFor({})).toBe('Hireloop – Match, connect and hire');
    expect(documentTitleFor({ title: '  ' })).toBe('Hireloop – Match, connect and hire');
  });

  it('titles unbuilt pages like unknown ones', () => {
    expect(documentTitleFor({ title: 'Dashboard', notBuilt: true })).toBe('Page Not Found – Hireloop');
  });
});

function EmptyPage() {
  return null;
}

function Root() {
  useDocumentTitle();
  return <Outlet />;
}

describe('useDocumentTitle', () => {
  it('follows the route metadata on every navigation, deepest route winning', async () => {
    const router = createMemoryRouter(
      [
        {
          Component: Root,
          children: [
            {
              handle: { title: 'Layout default', requiresAuth: true },
              children: [
                { path: '/login', handle: { title: 'Login' }, Component: EmptyPage },
                { path: '/plain', Component: EmptyPage },
              ],
            },
            { path: '/untitled', Component: EmptyPage },
          ],
        },
      ],
      { initialEntries: ['/login'] },
    );
    render(<RouterProvider router={router} />);
    expect(document.title).toBe('Login – Hireloop');

    await act(() => router.navigate('/plain'));
    expect(document.title).toBe('Layout default – Hireloop');

    await act(() => router.navigate('/untitled'));
    expect(document.title).toBe('Hireloop – Match, connect and hire');
  });
});
