// Guard 2: a company page opened without an active company goes to /launch-pad to choose one,
// and the page is remembered as where to land once a company is chosen.
import { STORAGE_TTL_MS } from '@hireloop/shared/constants';
import { LAUNCH_PAD_PATH } from '@hireloop/shared/landing';
import type { RouteGuard } from './route-guard.ts';

export const activeCompanyGuard: RouteGuard = ({ meta, user }) => {
  if (!meta.requiresActiveCompany || user?.activeCompany) return null;
  return { redirectTo: LAUNCH_PAD_PATH, rememberTargetForMs: STORAGE_TTL_MS.targetUrlOnLoginRedirect };
};
