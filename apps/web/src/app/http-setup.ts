// Plugs the app into the HTTP client: redirects on 401/403 (SPEC.md §8) go through the router
// without a page reload, unsafe requests make sure the CSRF cookie exists first, and a 401 makes
// the client forget the signed-in user.
import { ensureCsrfCookie } from '../lib/csrf.ts';
import { configureHttpClient } from '../lib/http.ts';
import { forgetSignedInUser } from '../lib/session/sign-out.ts';
import { router } from './router.tsx';

export function setUpHttpClient(): void {
  configureHttpClient({
    navigate: (to: string) => void router.navigate(to),
    goBack: () => void router.navigate(-1),
    beforeUnsafeRequest: ensureCsrfCookie,
    onUnauthenticated: forgetSignedInUser,
  });
}
