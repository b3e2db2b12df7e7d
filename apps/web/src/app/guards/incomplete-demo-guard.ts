// SPEC.md §2: a visit from the root path to a company page, while the active company has not
// completed its demo, goes to the company dashboard (redirectForIncompleteDemo).
import { redirectForIncompleteDemo } from '@hireloop/shared/landing';
import type { RouteGuard } from './route-guard.ts';

export const incompleteDemoGuard: RouteGuard = ({ meta, user, url, previousPath }) => {
  const redirectTo = redirectForIncompleteDemo({
    // The first page of a visit counts as a visit from the root path.
    fromPath: previousPath ?? '/',
    toPath: url.pathname,
    requiresActiveCompany: meta.requiresActiveCompany,
    demoCompleted: user?.activeCompany?.demoCompleted ?? null,
  });
  return redirectTo ? { redirectTo } : null;
};
