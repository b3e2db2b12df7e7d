// The Sanctum-style CSRF handshake of DESIGN.md §1: before the first unsafe request of a page load
// (and whenever the XSRF-TOKEN cookie has gone, e.g. after a 401 deleted it) the client asks the
// server for a fresh cookie. The HTTP client echoes the cookie on every request.
import { readCookie } from './cookies.ts';
import { api, XSRF_COOKIE } from './http.ts';

export const CSRF_COOKIE_PATH = '/api/sanctum/csrf-cookie';

let inFlight: Promise<void> | null = null;
let doneThisPageLoad = false;

/**
 * Resolves once the handshake of this page load has happened and the cookie is there. Requests
 * running at the same time share one handshake. A failed handshake is not an error here: the
 * request that needed it fails on its own (419) and says so, and the next request tries again.
 */
export function ensureCsrfCookie(): Promise<void> {
  if (inFlight) return inFlight;
  if (doneThisPageLoad && readCookie(XSRF_COOKIE) !== undefined) return Promise.resolve();
  inFlight = api
    .get(CSRF_COOKIE_PATH, { background: true, skipErrorHandling: true })
    .then(
      () => {
        doneThisPageLoad = true;
      },
      () => undefined,
    )
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
}

/** Starts over as if the page had just loaded; for tests. */
export function resetCsrfHandshake(): void {
  inFlight = null;
  doneThisPageLoad = false;
}
