// Guard 5: on the demo site, pages flagged `demoBlocked` are refused with SPEC.md §8's demo
// warning. The visitor stays where they were; a visit that started on the blocked page goes to
// the company dashboard when signed in, else to the home page.
import { ACCOUNT_HOME_PATHS, DEMO_BLOCKED } from '@hireloop/shared/account-switch';
import { pageToReturnTo, type RouteGuard } from './route-guard.ts';

export const demoBlockedGuard: RouteGuard = (context) => {
  const { meta, user, demoMode } = context;
  if (!demoMode || !meta.demoBlocked) return null;
  const previousPath = pageToReturnTo(context);
  if (previousPath) return { redirectTo: previousPath, warning: DEMO_BLOCKED, replace: true };
  return { redirectTo: user?.id ? ACCOUNT_HOME_PATHS.company : '/', warning: DEMO_BLOCKED };
};
