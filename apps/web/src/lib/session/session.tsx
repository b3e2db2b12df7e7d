// Who is signed in (SPEC.md §4 "Session"): the user from `GET /api/users/self`, kept in the query
// cache (the route guards read the same entry), the session check while signed in, and logout.
import { STORAGE_TTL_MS } from '@hireloop/shared/constants';
import { useQuery } from '@tanstack/react-query';
import { createContext, type ReactNode, useContext, useEffect, useMemo, useRef } from 'react';
import { connectRealtime, disconnectRealtime } from '../realtime.ts';
import { storeTargetUrl } from '../target-url.ts';
import { currentUserQueryOptions } from './current-user.ts';
import { checkSession } from './session-api.ts';
import { sessionHasEnded, startSessionChecks } from './session-check.ts';
import type { User } from './session-user.ts';
import { clearCachedData, onSignOut, refetchSignedInUser, signOut } from './sign-out.ts';

export interface Session {
  user: User | null;
  /** The user has an id. */
  isLoggedIn: boolean;
  /** The first answer about who is signed in has not arrived yet. */
  isLoading: boolean;
  refetchUser: () => Promise<User | null>;
  /** Ends the session on the server and in the client, then goes to /login. */
  logout: () => Promise<void>;
}

const SessionContext = createContext<Session | null>(null);

/** The session ended elsewhere: remember this page for 4 hours and sign out locally. */
async function endExpiredSession(): Promise<void> {
  storeTargetUrl(window.location, STORAGE_TTL_MS.targetUrlOnSessionExpiry);
  await signOut({ endServerSession: false });
}

function useSessionChecks(userId: number | undefined): void {
  useEffect(() => {
    if (!userId) return;
    return startSessionChecks({
      check: () => {
        checkSession().then(
          (status) => {
            if (sessionHasEnded(status, userId)) void endExpiredSession();
          },
          // Unreachable server: the next check asks again.
          () => undefined,
        );
      },
    });
  }, [userId]);
}

/** When a different user signs in (say after a 401), nothing cached for the previous one remains. */
function useCacheClearedBetweenUsers(userId: number | undefined): void {
  const previousUserId = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (!userId) return;
    if (previousUserId.current !== undefined && previousUserId.current !== userId) clearCachedData();
    previousUserId.current = userId;
  }, [userId]);
}

// However the session ends (logout, expiry, a 401), the user's private channel is left at once.
onSignOut(disconnectRealtime);

/** Listens on the signed-in user's private realtime channel; a different user gets their own. */
function useRealtimeChannel(userId: number | undefined): void {
  useEffect(() => {
    if (!userId) return;
    void connectRealtime(userId);
    return disconnectRealtime;
  }, [userId]);
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const query = useQuery(currentUserQueryOptions());
  const user = query.data ?? null;
  useSessionChecks(user?.id);
  useCacheClearedBetweenUsers(user?.id);
  useRealtimeChannel(user?.id);

  const session = useMemo<Session>(
    () => ({
      user,
      isLoggedIn: Boolean(user?.id),
      isLoading: query.isPending,
      refetchUser: refetchSignedInUser,
      logout: () => signOut(),
    }),
    [user, query.isPending],
  );
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession needs a <SessionProvider>');
  return session;
}
