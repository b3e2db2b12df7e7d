// The end of every way in (login, two-factor challenge, registration): ask who is signed in, then
// land by the rules of SPEC.md §2 "Post-login landing" (SPEC.md §4 "Login flow").
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { findRouteMeta } from '#web/lib/route-table.ts';
import { useSession } from '#web/lib/session/session.tsx';
import { takeTargetUrl } from '#web/lib/target-url.ts';
import { toast } from '#web/lib/toast.ts';
import { landingPath } from '../landing.ts';

export const SIGN_IN_FAILED = 'We could not start your session. Please try again.';

export interface LandingOptions {
  /** Greets the user with "Welcome back, <first name>!": for interactive logins only. */
  welcome?: boolean;
  /** A brand-new account: a candidate landing on the dashboard starts onboarding at /create-account instead. */
  newAccount?: boolean;
}

export function useLandAfterSignIn(): (options?: LandingOptions) => Promise<void> {
  const navigate = useNavigate();
  const { refetchUser } = useSession();
  return useCallback(
    async ({ welcome = false, newAccount = false }: LandingOptions = {}) => {
      const user = await refetchUser();
      if (!user?.id) {
        toast.error(SIGN_IN_FAILED);
        return;
      }
      const path = landingPath(user, takeTargetUrl()?.url, findRouteMeta);
      await navigate(newAccount && path === '/dashboard' ? '/create-account' : path, { replace: true });
      if (welcome) toast.success(`Welcome back, ${user.firstName}!`);
    },
    [navigate, refetchUser],
  );
}
