// Guard 3: a page that lists roles opens only for those roles of the active company or
// enterprise. Anyone else is warned (SPEC.md §8 "Role failure") and returned to the page they
// came from, or to the company dashboard when the visit started here.
import { ACCOUNT_HOME_PATHS, ROLE_FAILURE } from '@hireloop/shared/account-switch';
import { roleIsAllowed } from '@hireloop/shared/roles';
import { pageToReturnTo, type RouteGuard } from './route-guard.ts';

export const roleGuard: RouteGuard = (context) => {
  const { meta, user } = context;
  if (!meta.roles) return null;
  if (roleIsAllowed(user?.activeCompany?.role, user?.activeEnterprise?.role, meta.roles)) return null;
  const warning = ROLE_FAILURE(meta.title);
  const previousPath = pageToReturnTo(context);
  if (previousPath) return { redirectTo: previousPath, warning, replace: true };
  return { redirectTo: ACCOUNT_HOME_PATHS.company, warning };
};
