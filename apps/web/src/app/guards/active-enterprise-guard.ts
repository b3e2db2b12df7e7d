// Guard 4: an enterprise page opened without an active enterprise goes to /launch-pad.
import { LAUNCH_PAD_PATH } from '@hireloop/shared/landing';
import type { RouteGuard } from './route-guard.ts';

export const activeEnterpriseGuard: RouteGuard = ({ meta, user }) => {
  if (!meta.requiresActiveEnterprise || user?.activeEnterprise) return null;
  return { redirectTo: LAUNCH_PAD_PATH };
};
