// Password confirmation, password change and two-factor management of the signed-in user.
import {
  confirmedPasswordStatusSchema,
  recoveryCodesSchema,
  twoFactorQrCodeSchema,
} from '@hireloop/shared/accounts';
import {
  confirmPasswordSchema,
  PASSWORD_UPDATED,
  TWO_FACTOR_CODE_INVALID,
  totpCodeSchema,
  updatePasswordSchema,
} from '@hireloop/shared/auth';
import { emptyResponseSchema, messageResponseSchema, noContentSchema } from '@hireloop/shared/responses';
import type { FastifyRequest } from 'fastify';
import { deleteUserSessions } from '#server/access/session-store.ts';
import { signedInUserId } from '#server/http/authentication.ts';
import { enforceRateLimit } from '#server/http/rate-limit.ts';
import { saveSessionData } from '#server/http/session.ts';
import type { App, AppDeps } from '#server/http/types.ts';
import { validation } from '#server/lib/errors.ts';
import { getUserById } from '../users/users.service.ts';
import { authContext } from './auth.routes.ts';
import { changePassword } from './auth.service.ts';
import { hasConfirmedPassword, requireConfirmedPassword } from './password-confirmation.ts';
import { verifyPassword } from './passwords.ts';
import {
  confirmTwoFactor,
  disableTwoFactor,
  enableTwoFactor,
  readRecoveryCodes,
  regenerateRecoveryCodes,
  twoFactorQrCode,
} from './two-factor.service.ts';

const emptyResponse = { response: { 200: emptyResponseSchema } };

export function registerAccountSecurityRoutes(app: App, deps: AppDeps): void {
  const db = deps.database.db;
  const ctx = authContext(deps);

  /** The signed-in user, after the 3-hour password confirmation check. */
  async function confirmedUser(request: FastifyRequest) {
    const user = await getUserById(db, signedInUserId(request));
    requireConfirmedPassword(request);
    return user;
  }

  app.post(
    '/user/confirm-password',
    { schema: { body: confirmPasswordSchema, response: { 201: noContentSchema } } },
    async (request, reply) => {
      const userId = signedInUserId(request);
      await enforceRateLimit(db, { key: `confirm-password:${userId}`, maxHits: 6, windowSeconds: 60 });
      const user = await getUserById(db, userId);
      if (!(await verifyPassword(user.passwordHash, request.body.password))) {
        throw validation({ password: ['The provided password was incorrect.'] });
      }
      await saveSessionData(request, deps, { ...request.session!.data, passwordConfirmedAt: Date.now() });
      return reply.status(201).send();
    },
  );

  app.get(
    '/user/confirmed-password-status',
    { schema: { response: { 200: confirmedPasswordStatusSchema } } },
    async (request) => ({
      confirmed: hasConfirmedPassword(request),
    }),
  );

  app.put(
    '/user/password',
    { schema: { body: updatePasswordSchema, response: { 200: messageResponseSchema } } },
    async (request) => {
      const userId = signedInUserId(request);
      await enforceRateLimit(db, { key: `update-password:${userId}`, maxHits: 6, windowSeconds: 60 });
      await changePassword(ctx, userId, request.body);
      // Whoever else held a session with the old password is signed out; this browser stays in.
      await deleteUserSessions(db, userId, request.session!.id);
      return { message: PASSWORD_UPDATED };
    },
  );

  app.post('/user/two-factor-authentication', { schema: emptyResponse }, async (request) => {
    await enableTwoFactor(db, deps.keyring, await confirmedUser(request));
    return {};
  });

  app.get(
    '/user/two-factor-qr-code',
    { schema: { response: { 200: twoFactorQrCodeSchema } } },
    async (request) => twoFactorQrCode(deps.keyring, await confirmedUser(request)),
  );

  app.post(
    '/user/confirmed-two-factor-authentication',
    { schema: { body: totpCodeSchema, ...emptyResponse } },
    async (request) => {
      const user = await confirmedUser(request);
      await enforceRateLimit(db, { key: `confirm-two-factor:${user.id}`, maxHits: 5, windowSeconds: 60 });
      if (!(await confirmTwoFactor(db, deps.keyring, user, request.body.code))) {
        throw validation({ code: [TWO_FACTOR_CODE_INVALID] });
      }
      return {};
    },
  );

  app.get(
    '/user/two-factor-recovery-codes',
    { schema: { response: { 200: recoveryCodesSchema } } },
    async (request) => readRecoveryCodes(await confirmedUser(request), deps.keyring),
  );

  app.post('/user/two-factor-recovery-codes', { schema: emptyResponse }, async (request) => {
    await regenerateRecoveryCodes(db, deps.keyring, await confirmedUser(request));
    return {};
  });

  app.delete('/user/two-factor-authentication', { schema: emptyResponse }, async (request) => {
    await disableTwoFactor(db, (await confirmedUser(request)).id);
    return {};
  });
}
