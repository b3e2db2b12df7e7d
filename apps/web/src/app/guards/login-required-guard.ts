// Guard 1: a page that requires login, opened while signed out, goes to /login and the page is
// remembered for 2 hours as where to land after signing in.
import { STORAGE_TTL_MS } from '@hireloop/shared/constants';
import { LOGIN_PATH } from '#web/lib/http.ts';
import type { RouteGuard } from './route-guard.ts';

export const loginRequiredGuard: RouteGuard = ({ meta, user }) => {
  if (!meta.requiresAuth || user?.id) return null;
  return { redirectTo: LOGIN_PATH, rememberTargetForMs: STORAGE_TTL_MS.targetUrlOnLoginRedirect };
};
