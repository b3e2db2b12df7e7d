// Runs the navigation guards as each page's route loader, so a page is never rendered (not even
// briefly) before the guards have seen who is signed in.
import { isCancelledError } from '@tanstack/react-query';
import { type LoaderFunction, redirect, replace } from 'react-router';
import { queryClient } from '#web/lib/query-client.ts';
import type { RouteMeta } from '#web/lib/route-meta.ts';
import { currentUserQueryOptions } from '#web/lib/session/current-user.ts';
import type { User } from '#web/lib/session/session-user.ts';
import { loadSiteSettings } from '#web/lib/site-settings.ts';
import { storeTargetUrl } from '#web/lib/target-url.ts';
import { toast } from '#web/lib/toast.ts';
import { isDemoMode, setDemoMode } from '../session-demo-mode.ts';
import { previousPagePath, rememberCurrentPage } from './previous-page.ts';
import { firstGuardRedirect, routeGuards } from './route-guards.ts';
import { SignedInUserUnavailableError } from './signed-in-user-unavailable.ts';

/** How often the guard asks again when the shared user fetch was cancelled under it. */
const CANCELLED_FETCH_ATTEMPTS = 3;

/**
 * The signed-in user, asked of the server once and then kept in the query cache. Only the server's
 * answer decides: null (a 401) is "signed out". A fetch cancelled under the guard (a component that
 * shared it unmounted, a cache reset) is asked again; a fetch that failed (server unreachable, 5xx)
 * is logged (SPEC.md §8) and, on a page that needs a signed-in user, shown as an error with a
 * reload instead of sending a signed-in user to /login (decision 021).
 */
async function sessionUser(meta: RouteMeta): Promise<User | null> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await queryClient.ensureQueryData(currentUserQueryOptions());
    } catch (error) {
      if (isCancelledError(error) && attempt < CANCELLED_FETCH_ATTEMPTS) continue;
      console.warn('Could not load the signed-in user', error);
      if (meta.requiresAuth) throw new SignedInUserUnavailableError(error);
      // A public page shows the same to everyone; the header asks again later.
      return null;
    }
  }
}

/** The loader of a page route with the given merged metadata. */
export function guardLoader(meta: RouteMeta): LoaderFunction {
  return async ({ request }) => {
    const url = new URL(request.url);
    const previousPath = previousPagePath();
    const [user, site] = await Promise.all([sessionUser(meta), loadSiteSettings()]);
    if (site.demoMode) setDemoMode(true);
    const decision = firstGuardRedirect(routeGuards, {
      meta,
      user,
      url,
      previousPath,
      demoMode: isDemoMode(),
    });
    if (!decision) {
      rememberCurrentPage(url);
      return null;
    }
    if (decision.rememberTargetForMs) storeTargetUrl(url, decision.rememberTargetForMs);
    if (decision.warning) toast.warning(decision.warning);
    return decision.replace ? replace(decision.redirectTo) : redirect(decision.redirectTo);
  };
}
