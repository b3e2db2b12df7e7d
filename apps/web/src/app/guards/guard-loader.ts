// Runs the navigation guards as each page's route loader, so a page is never rendered (not even
// briefly) before the guards have seen who is signed in.
import { type LoaderFunction, redirect, replace } from 'react-router';
import { toast } from 'react-toastify';
import { currentUserQueryOptions } from '../../features/auth/api/current-user.ts';
import { queryClient } from '../query-client.ts';
import type { RouteMeta } from '../route-meta.ts';
import { isDemoMode } from '../session-demo-mode.ts';
import type { User } from '../session-user.ts';
import { storeTargetUrl } from '../target-url.ts';
import { previousPagePath, rememberCurrentPage } from './previous-page.ts';
import { firstGuardRedirect, routeGuards } from './route-guards.ts';

/** The signed-in user, asked of the server once and then kept in the query cache. */
async function sessionUser(): Promise<User | null> {
  try {
    return await queryClient.ensureQueryData(currentUserQueryOptions());
  } catch (error) {
    // SPEC.md §8: a failure to fetch the user account is only logged; the visitor counts as signed out.
    console.error('Could not load the signed-in user', error);
    return null;
  }
}

/** The loader of a page route with the given merged metadata. */
export function guardLoader(meta: RouteMeta): LoaderFunction {
  return async ({ request }) => {
    const url = new URL(request.url);
    const previousPath = previousPagePath();
    const decision = firstGuardRedirect(routeGuards, {
      meta,
      user: await sessionUser(),
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
