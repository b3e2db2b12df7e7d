// Ending the session and asking whether it is still alive.
import { api } from '../http.ts';

/** `POST /logout`. A 401 means the session had already ended, which is what the caller wants. */
export function endSession(): Promise<void> {
  return api.post<void>('/logout', undefined, { handledStatuses: [401] });
}

export interface SessionStatus {
  isActive: boolean;
  userId: number | null;
}

/** `GET /api/users/check-session`: quiet background work, never a toast or a redirect. */
export function checkSession(): Promise<SessionStatus> {
  return api.get<SessionStatus>('/api/users/check-session', { background: true, skipErrorHandling: true });
}
