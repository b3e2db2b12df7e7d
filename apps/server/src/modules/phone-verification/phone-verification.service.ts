// Phone verification by SMS: a 6-digit code, valid 10 minutes; five wrong codes void it.
import { randomInt } from 'node:crypto';
import { PRODUCT_NAME } from '@hireloop/shared/constants';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { smsVerifications, users } from '#server/db/schema.ts';
import { enqueueSms } from '#server/jobs/outbox.ts';
import { safeEqual, sha256 } from '#server/lib/crypto.ts';
import { validation } from '#server/lib/errors.ts';

export const SMS_CODE_LIFETIME_MS = 10 * 60 * 1000;
export const SMS_CODE_MAX_FAILURES = 5;

const NO_ACTIVE_CODE = 'This code has expired or was used too many times. Request a new code.';
const WRONG_CODE = 'The code is incorrect.';

export async function sendVerificationCode(db: Database, userId: number, phone: string): Promise<void> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await db.transaction(async (tx) => {
    // Only the newest code counts.
    await tx
      .update(smsVerifications)
      .set({ voidedAt: sql`now()` })
      .where(
        and(
          eq(smsVerifications.userId, userId),
          eq(smsVerifications.phone, phone),
          isNull(smsVerifications.voidedAt),
        ),
      );
    await tx.insert(smsVerifications).values({
      userId,
      phone,
      codeHash: sha256(`${phone}:${code}`),
      expiresAt: new Date(Date.now() + SMS_CODE_LIFETIME_MS),
    });
    // Queued with the code (jobs/outbox.ts): a code nobody received never becomes the newest.
    await enqueueSms(tx, {
      to: phone,
      body: `${code} is your ${PRODUCT_NAME} verification code. It expires in 10 minutes.`,
      metadata: { kind: 'phone-verification' },
    });
  });
}

/** Checks the code; on success the number becomes the user's verified phone. */
export async function verifyCode(db: Database, userId: number, phone: string, code: string): Promise<void> {
  const outcome = await db.transaction(async (tx) => {
    const [pending] = await tx
      .select()
      .from(smsVerifications)
      .where(
        and(
          eq(smsVerifications.userId, userId),
          eq(smsVerifications.phone, phone),
          isNull(smsVerifications.voidedAt),
          isNull(smsVerifications.verifiedAt),
          gt(smsVerifications.expiresAt, sql`now()`),
        ),
      )
      .orderBy(desc(smsVerifications.createdAt))
      .limit(1)
      .for('update');
    if (!pending) return 'no-code' as const;
    if (!safeEqual(pending.codeHash, sha256(`${phone}:${code}`))) {
      const failures = pending.failedAttempts + 1;
      await tx
        .update(smsVerifications)
        .set({
          failedAttempts: failures,
          ...(failures >= SMS_CODE_MAX_FAILURES ? { voidedAt: sql`now()` } : {}),
        })
        .where(eq(smsVerifications.id, pending.id));
      return failures >= SMS_CODE_MAX_FAILURES ? ('voided' as const) : ('wrong' as const);
    }
    await tx
      .update(smsVerifications)
      .set({ verifiedAt: sql`now()` })
      .where(eq(smsVerifications.id, pending.id));
    await tx
      .update(users)
      .set({ phone, phoneVerifiedAt: sql`now()`, updatedAt: sql`now()` })
      .where(eq(users.id, userId));
    return 'verified' as const;
  });
  if (outcome === 'wrong') throw validation({ code: [WRONG_CODE] });
  if (outcome !== 'verified') throw validation({ code: [NO_ACTIVE_CODE] });
}
