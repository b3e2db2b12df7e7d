// Registration, password login and the two-factor challenge.
import {
  CREDENTIALS_MISMATCH,
  EMAIL_TAKEN,
  type LoginInput,
  RECOVERY_CODE_INVALID,
  type RegisterInput,
  TWO_FACTOR_CODE_INVALID,
} from '@hireloop/shared/auth';
import { eq } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { isUniqueViolation } from '#server/db/execute.ts';
import { type SessionData, type UserRow, users } from '#server/db/schema.ts';
import { enqueueMail } from '#server/jobs/outbox.ts';
import type { Keyring } from '#server/lib/crypto.ts';
import { validation } from '#server/lib/errors.ts';
import { recordReferral } from '../referrals/referrals.service.ts';
import { findUserByEmail, findUserById } from '../users/users.service.ts';
import { verifyEmailMail } from './auth.mails.ts';
import { verificationPath } from './email-verification.service.ts';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './passwords.ts';
import { matchTotpStep, recordTotpStep, useRecoveryCode } from './two-factor.service.ts';

/** How long a password login waits for its two-factor code. */
export const TWO_FACTOR_CHALLENGE_LIFETIME_MS = 10 * 60 * 1000;

export interface AuthContext {
  db: Database;
  keyring: Keyring;
  appUrl: string;
}

export async function registerUser(ctx: AuthContext, input: RegisterInput): Promise<UserRow> {
  if (await findUserByEmail(ctx.db, input.email)) throw validation({ email: [EMAIL_TAKEN] });
  const passwordHash = await hashPassword(input.password);
  try {
    // The verification mail is queued with the account: both or neither (jobs/outbox.ts).
    return await ctx.db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({
          firstName: input.first_name,
          lastName: input.last_name,
          email: input.email,
          passwordHash,
          timezone: input.timezone ?? null,
        })
        .returning();
      await recordReferral(tx, user!.id, input.referral_code);
      await sendVerificationMail({ ...ctx, db: tx }, user!);
      return user!;
    });
  } catch (error) {
    // Two sign-ups with one address at the same moment: the unique index decides.
    if (isUniqueViolation(error)) throw validation({ email: [EMAIL_TAKEN] });
    throw error;
  }
}

/** Queues the verification mail with `ctx.db` (a transaction when it belongs to a write). */
export async function sendVerificationMail(ctx: AuthContext, user: UserRow): Promise<void> {
  await enqueueMail(ctx.db, verifyEmailMail(user, `${ctx.appUrl}${verificationPath(user, ctx.keyring)}`));
}

export type LoginOutcome =
  | { kind: 'signed-in'; user: UserRow }
  | { kind: 'two-factor'; pending: NonNullable<SessionData['pendingTwoFactor']> };

export async function attemptLogin(ctx: AuthContext, input: LoginInput): Promise<LoginOutcome> {
  const user = await findUserByEmail(ctx.db, input.email);
  const valid = user
    ? await verifyPassword(user.passwordHash, input.password)
    : await verifyAgainstDummy(input.password);
  if (!user || !valid) throw validation({ email: [CREDENTIALS_MISMATCH] });

  if (input.timezone && input.timezone !== user.timezone) {
    await ctx.db.update(users).set({ timezone: input.timezone }).where(eq(users.id, user.id));
    user.timezone = input.timezone;
  }
  if (user.twoFactorConfirmedAt) {
    return {
      kind: 'two-factor',
      pending: {
        userId: user.id,
        remember: input.remember_me,
        expiresAt: Date.now() + TWO_FACTOR_CHALLENGE_LIFETIME_MS,
      },
    };
  }
  return { kind: 'signed-in', user };
}

const CHALLENGE_EXPIRED = 'Your login attempt has expired. Please log in again.';

/** Checks a TOTP code or a recovery code against the login waiting in the session. */
export async function passTwoFactorChallenge(
  ctx: AuthContext,
  pending: SessionData['pendingTwoFactor'],
  answer: { code?: string | undefined; recovery_code?: string | undefined },
): Promise<UserRow> {
  const field = answer.recovery_code ? 'recovery_code' : 'code';
  if (!pending || pending.expiresAt < Date.now()) throw validation({ [field]: [CHALLENGE_EXPIRED] });
  const user = await findUserById(ctx.db, pending.userId);
  if (!user?.twoFactorConfirmedAt) throw validation({ [field]: [CHALLENGE_EXPIRED] });

  if (answer.recovery_code) {
    if (!(await useRecoveryCode(ctx.db, ctx.keyring, user.id, answer.recovery_code))) {
      throw validation({ recovery_code: [RECOVERY_CODE_INVALID] });
    }
    return user;
  }
  const step = answer.code ? matchTotpStep(user, ctx.keyring, answer.code) : null;
  if (step === null) throw validation({ code: [TWO_FACTOR_CODE_INVALID] });
  await recordTotpStep(ctx.db, user.id, step);
  return user;
}

export async function changePassword(
  ctx: AuthContext,
  userId: number,
  input: { current_password: string; password: string },
): Promise<void> {
  const user = await findUserById(ctx.db, userId);
  if (!user || !(await verifyPassword(user.passwordHash, input.current_password))) {
    throw validation({ current_password: ['The provided password does not match your current password.'] });
  }
  await ctx.db
    .update(users)
    .set({ passwordHash: await hashPassword(input.password), updatedAt: new Date() })
    .where(eq(users.id, userId));
}
