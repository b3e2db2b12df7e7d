import { phoneVerifiedResponseSchema } from '@hireloop/shared/accounts';
import { sendVerificationSmsSchema, verifySmsCodeSchema } from '@hireloop/shared/auth';
import { messageResponseSchema } from '@hireloop/shared/responses';
import { signedInUserId } from '#server/http/authentication.ts';
import { enforceRateLimit } from '#server/http/rate-limit.ts';
import type { App, AppDeps } from '#server/http/types.ts';
import { sendVerificationCode, verifyCode } from './phone-verification.service.ts';

/** Texts cost money and can be abused to flood a number: limits per number and per account. */
const SENDS_PER_PHONE_PER_10_MINUTES = 3;
const SENDS_PER_USER_PER_HOUR = 10;

export function registerPhoneVerificationRoutes(app: App, deps: AppDeps): void {
  const db = deps.database.db;

  app.post(
    '/api/send-verification-sms',
    { schema: { body: sendVerificationSmsSchema, response: { 200: messageResponseSchema } } },
    async (request) => {
      const userId = signedInUserId(request);
      const { phone } = request.body;
      await enforceRateLimit(db, {
        key: `sms-phone:${phone}`,
        maxHits: SENDS_PER_PHONE_PER_10_MINUTES,
        windowSeconds: 600,
      });
      await enforceRateLimit(db, {
        key: `sms-user:${userId}`,
        maxHits: SENDS_PER_USER_PER_HOUR,
        windowSeconds: 3600,
      });
      await sendVerificationCode(db, userId, phone);
      return { message: `We sent a verification code to ${phone}.` };
    },
  );

  app.post(
    '/api/verify-sms-code',
    { schema: { body: verifySmsCodeSchema, response: { 200: phoneVerifiedResponseSchema } } },
    async (request) => {
      await verifyCode(db, signedInUserId(request), request.body.phone, request.body.code);
      return { verified: true };
    },
  );
}
