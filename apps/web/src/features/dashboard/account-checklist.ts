// The first steps of a new candidate account, computed from the signed-in user.
import type { User } from '#web/lib/session/session-user.ts';

export type ChecklistStepId = 'create-account' | 'verify-email' | 'two-factor';

export interface ChecklistStep {
  id: ChecklistStepId;
  title: string;
  description: string;
  done: boolean;
}

/**
 * The steps, given the user and whether they finished onboarding (/create-account: phone, what
 * they look for, resume).
 */
export function accountChecklist(
  user: Pick<User, 'emailVerifiedAt' | 'twoFactorEnabled' | 'email'>,
  onboarded: boolean,
): ChecklistStep[] {
  return [
    {
      id: 'create-account',
      title: 'Create your account',
      description: onboarded
        ? 'Your phone, the roles you want and your availability are on your profile.'
        : 'Verify your phone and tell us what you are looking for, so companies can reach you.',
      done: onboarded,
    },
    {
      id: 'verify-email',
      title: 'Verify your email',
      description: user.emailVerifiedAt
        ? `${user.email} is verified.`
        : `Follow the link we sent to ${user.email} so companies can reach you.`,
      done: Boolean(user.emailVerifiedAt),
    },
    {
      id: 'two-factor',
      title: 'Turn on two-factor authentication',
      description: user.twoFactorEnabled
        ? 'Logging in asks for a code from your authenticator app.'
        : 'Protect your account with a code from your phone when you log in.',
      done: user.twoFactorEnabled,
    },
  ];
}

/** Greeting by the hour of the user's local day. */
export function greeting(now: Date): string {
  const hour = now.getHours();
  if (hour < 5 || hour >= 18) return 'Good evening';
  if (hour < 12) return 'Good morning';
  return 'Good afternoon';
}
