// The signed-in user, the session check and the existence checks used by sign-up forms.
import {
  checkSessionResponseSchema,
  usernameTakenResponseSchema,
  userPayloadSchema,
} from '@hireloop/shared/accounts';
import { checkEmailSchema, checkPhoneSchema, checkUsernameSchema } from '@hireloop/shared/auth';
import { existsResponseSchema } from '@hireloop/shared/responses';
import type { FastifyRequest } from 'fastify';
import { signedInUserId } from '../../http/authentication.ts';
import { enforceRateLimit } from '../../http/rate-limit.ts';
import type { App, AppDeps } from '../../http/types.ts';
import { presentUser } from './users.presenter.ts';
import { emailExists, loadSignedInUser, phoneExists, usernameTaken } from './users.service.ts';

export function registerUserRoutes(app: App, deps: AppDeps): void {
  const db = deps.database.db;
  const limitExistenceChecks = (request: FastifyRequest) =>
    enforceRateLimit(db, {
      key: `existence-check:${request.ip}`,
      maxHits: deps.config.EXISTENCE_CHECK_LIMIT_PER_MINUTE,
      windowSeconds: 60,
    });

  app.get('/api/users/self', { schema: { response: { 200: userPayloadSchema } } }, async (request) => {
    const { user, accounts } = await loadSignedInUser(db, signedInUserId(request));
    return presentUser(user, accounts);
  });

  app.get(
    '/api/users/check-session',
    { config: { public: true }, schema: { response: { 200: checkSessionResponseSchema } } },
    async (request) => {
      const userId = request.session?.userId ?? null;
      return { is_active: userId !== null, user_id: userId };
    },
  );

  app.post(
    '/api/users/check-email-exists',
    { config: { public: true }, schema: { body: checkEmailSchema, response: { 200: existsResponseSchema } } },
    async (request) => {
      await limitExistenceChecks(request);
      return { exists: await emailExists(db, request.body.email) };
    },
  );

  app.post(
    '/api/users/check-phone-number-exists',
    { config: { public: true }, schema: { body: checkPhoneSchema, response: { 200: existsResponseSchema } } },
    async (request) => {
      await limitExistenceChecks(request);
      return { exists: await phoneExists(db, request.body.phone) };
    },
  );

  app.post(
    '/api/users/check-username-taken',
    {
      config: { public: true },
      schema: { body: checkUsernameSchema, response: { 200: usernameTakenResponseSchema } },
    },
    async (request) => {
      await limitExistenceChecks(request);
      return { taken: await usernameTaken(db, request.body.username) };
    },
  );
}
