// Who is signed in: `GET /api/users/self`. A 401 here simply means "nobody", so it is answered
// with null instead of the app-wide 401 handling (which would clear storage and redirect).
import { queryOptions } from '@tanstack/react-query';
import type { User } from '../../../app/session-user.ts';
import { api, HttpError } from '../../../lib/http.ts';

export const CURRENT_USER_QUERY_KEY = ['auth', 'current-user'] as const;

export async function fetchCurrentUser(signal?: AbortSignal): Promise<User | null> {
  try {
    return await api.get<User>('/api/users/self', { signal, skipErrorHandling: true, background: true });
  } catch (error) {
    if (error instanceof HttpError && error.status === 401) return null;
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
