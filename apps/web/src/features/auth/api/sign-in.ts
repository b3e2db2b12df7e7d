// Signing in and up: `POST /login`, `POST /two-factor-challenge` and `POST /register`.
// 422 field errors are shown beside the fields by the forms, so they are not toasted.
import type { LoginInput, RegisterInput } from '@hireloop/shared/auth';
import { api } from '#web/lib/http.ts';
import type { User } from '#web/lib/session/session-user.ts';

/** Credentials accepted: either signed in, or a second factor is needed first. */
export type LoginResult = { user: User } | { twoFactor: true };

export function login(input: LoginInput, setCompanyId?: number): Promise<LoginResult> {
  return api.post<LoginResult>('/login', input, { params: { setCompanyId }, handledStatuses: [422] });
}

/** Whether the login answer signed the user in (a user with an id) or asks for a second factor. */
export function signedInUser(result: LoginResult): User | null {
  return 'user' in result && result.user?.id ? result.user : null;
}

export type TwoFactorChallengeInput = { code: string } | { recovery_code: string };

export function completeTwoFactorChallenge(input: TwoFactorChallengeInput): Promise<{ user: User }> {
  return api.post<{ user: User }>('/two-factor-challenge', input, { handledStatuses: [422] });
}

export function register(input: RegisterInput): Promise<{ user: User }> {
  return api.post<{ user: User }>('/register', input, { handledStatuses: [422] });
}
