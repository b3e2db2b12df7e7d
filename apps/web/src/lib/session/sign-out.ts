// Ending the signed-in session in the client (SPEC.md §4 "Session"): forget the user and every
// cached answer, run the sign-out hooks, go to /login.
import { hashKey } from '@tanstack/react-query';
import { LOGIN_PATH } from '../http.ts';
import { navigate } from '../navigation.ts';
import { queryClient } from '../query-client.ts';
import { CURRENT_USER_QUERY_KEY, currentUserQueryOptions, forgetSignedInHint } from './current-user.ts';
import { endSession } from './session-api.ts';
import type { User } from './session-user.ts';

type SignOutHook = () => void;

const signOutHooks = new Set<SignOutHook>();

/**
 * Registers work to do whenever the session ends, however it ends (logout, expiry, a 401): the
 * realtime client leaves the user's private channel, the chat-support widget shuts down. Returns
 * the function that unregisters it.
 */
export function onSignOut(hook: SignOutHook): () => void {
  signOutHooks.add(hook);
  return () => signOutHooks.delete(hook);
}

function runSignOutHooks(): void {
  forgetSignedInHint();
  for (const hook of signOutHooks) {
    try {
      hook();
    } catch (error) {
      console.error('A sign-out hook failed', error);
    }
  }
}

/** Drops every cached answer except who is signed in: data of one user never reaches the next. */
export function clearCachedData(): void {
  const currentUserHash = hashKey(CURRENT_USER_QUERY_KEY);
  queryClient.removeQueries({ predicate: (query) => query.queryHash !== currentUserHash });
}

/** The session ended on the server (a 401): nobody is signed in any more. */
export function forgetSignedInUser(): void {
  if (queryClient.getQueryData(CURRENT_USER_QUERY_KEY) === null) return;
  runSignOutHooks();
  queryClient.setQueryData<User | null>(CURRENT_USER_QUERY_KEY, null);
}

/**
 * Signs out and lands on /login. `endServerSession: false` when the server session is already
 * gone or belongs to someone else (the session check), so only this client forgets it.
 * Rejects, leaving the user signed in, when the server could not end the session.
 */
export async function signOut({
  endServerSession = true,
}: {
  endServerSession?: boolean;
} = {}): Promise<void> {
  if (endServerSession) await endSession();
  runSignOutHooks();
  // Leave the page first, so it never renders without its user; then forget everything.
  await navigate(LOGIN_PATH, { replace: true });
  queryClient.setQueryData<User | null>(CURRENT_USER_QUERY_KEY, null);
  clearCachedData();
}

/** Asks the server again who is signed in, e.g. after signing in or verifying the email. */
export async function refetchSignedInUser(): Promise<User | null> {
  return queryClient.fetchQuery({ ...currentUserQueryOptions(), staleTime: 0 });
}
