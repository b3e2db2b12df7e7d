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
    queryFn: ({ signal }) => fetchCurrentUser(signal),
    // Changes only through sign-in, sign-out and explicit refetches after account actions.
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
    // One retry for a network blip or a server error; other answers will not change on retry.
    retry: (failures, error) =>
      failures < 1 && (!(error instanceof HttpError) || error.status === 0 || error.status >= 500),
  });
}
