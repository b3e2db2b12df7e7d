// Root error boundary: a 404 thrown by a loader looks like any unknown page; anything else
// (most often a page chunk that vanished after a deploy) offers a reload.
import { homePathFor } from '@hireloop/shared/account-switch';
import { documentTitle } from '@hireloop/shared/constants';
import { useQuery } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';
import { useEffect, useLayoutEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { BrandLogo } from '../components/brand-logo.tsx';
import { Button } from '../components/button.tsx';
import { NotFoundContent } from '../features/errors/components/not-found-content.tsx';
import { removePageShell } from '../lib/page-shell.ts';
import { PAGE_NOT_FOUND_TITLE } from '../lib/route-meta.ts';
import { currentUserQueryOptions } from '../lib/session/current-user.ts';
import { SignedInUserUnavailableError } from './guards/signed-in-user-unavailable.ts';

export function RouteErrorScreen() {
  const error = useRouteError();
  // The cache entry, not useSession(): this screen sits above the routes the session module imports.
  const user = useQuery(currentUserQueryOptions()).data;
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const userUnavailable = error instanceof SignedInUserUnavailableError;
  useLayoutEffect(removePageShell, []);

  useEffect(() => {
    document.title = documentTitle(notFound ? PAGE_NOT_FOUND_TITLE : 'Something went wrong');
    if (!notFound) console.error(error);
  }, [error, notFound]);

  return (
    <div className="flex min-h-dvh flex-col">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex h-16 max-w-6xl items-center px-4 sm:px-6">
          <BrandLogo />
        </div>
      </header>
      <main className="flex flex-1 items-center justify-center px-4 py-16">
        {notFound ? (
          <NotFoundContent
            homePath={user ? homePathFor(user.activeCompany, user.activeEnterprise) : undefined}
          />
        ) : (
          <div className="max-w-md text-center">
            <h1 className="text-2xl font-bold tracking-tight text-slate-900">Something went wrong</h1>
            <p className="mt-3 text-slate-600">
              {userUnavailable
                ? 'Hireloop could not be reached to check who is signed in. Reload the page to try again.'
                : 'This page could not be shown. Reloading usually fixes it; if it keeps happening, please contact support.'}
            </p>
            <Button className="mt-8" onClick={() => window.location.reload()}>
              <RefreshCw className="size-4" aria-hidden="true" />
              Reload the page
            </Button>
          </div>
        )}
      </main>
    </div>
  );
}
