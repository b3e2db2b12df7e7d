// Who is signed in: `GET /api/users/self`. A 401 here simply means "nobody", so it is answered
// with null instead of the app-wide 401 handling (which would clear storage and redirect).
import { queryOptions } from '@tanstack/react-query';
import { api, HttpError } from '../http.ts';
import { getStoredItem, removeStoredItem, setStoredItem } from '../storage.ts';
import { checkSession } from './session-api.ts';
import type { User } from './session-user.ts';

export const CURRENT_USER_QUERY_KEY = ['auth', 'current-user'] as const;

/**
 * Set while this browser has a signed-in user: then `GET /api/users/self` is asked straight away.
 * Without it, `GET /api/users/check-session` (always 200) is asked first, because every browser
 * logs the 401 of `users/self` as a console error on each anonymous page (decision 021).
 */
const SIGNED_IN_HINT_KEY = 'signedInHint';

/** Forgets that someone was signed in on this browser (sign-out, a 401). */
export function forgetSignedInHint(): void {
  removeStoredItem(SIGNED_IN_HINT_KEY);
}

export async function fetchCurrentUser(): Promise<User | null> {
  if (!getStoredItem<boolean>(SIGNED_IN_HINT_KEY)) {
    const status = await checkSession();
    if (!status.isActive) return null;
  }
  try {
    const user = await api.get<User>('/api/users/self', { skipErrorHandling: true, background: true });
    setStoredItem(SIGNED_IN_HINT_KEY, true);
    return user;
  } catch (error) {
    if (error instanceof HttpError && error.status === 401) {
      forgetSignedInHint();
      return null;
    }
    throw error;
  }
}

export function currentUserQueryOptions() {
  return queryOptions({
    queryKey: CURRENT_USER_QUERY_KEY,
    // No abort signal on purpose: TanStack Query cancels a fetch whose signal was read as soon as its
    // last observer unmounts, and StrictMode's second mount (development builds) does exactly that
    // while the route guard waits on the same fetch. Who is signed in is asked once and shared, so
    // the answer is always worth waiting for (decision 021).
    queryFn: () => fetchCurrentUser(),
    // Changes only through sign-in, sign-out and explicit refetches after account actions.
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
    // One retry for a network blip or a server error; other answers will not change on retry.
    retry: (failures, error) =>
      failures < 1 && (!(error instanceof HttpError) || error.status === 0 || error.status >= 500),
  });
}
