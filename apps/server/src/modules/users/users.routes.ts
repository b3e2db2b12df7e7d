// The signed-in user, the session check and the existence checks used by sign-up forms.
import {
  checkSessionResponseSchema,
  usernameTakenResponseSchema,
  userPayloadSchema,
} from '@hireloop/shared/accounts';
import { checkEmailSchema, checkPhoneSchema, checkUsernameSchema } from '@hireloop/shared/auth';
import {
  avatarResponseSchema,
  existsResponseSchema,
  fileResponse,
  noContentSchema,
} from '@hireloop/shared/responses';
import { z } from '@hireloop/shared/zod';
import type { FastifyRequest } from 'fastify';
import { ACCOUNT_TABLES } from '#server/access/account-tables.ts';
import { signedInUserId } from '#server/http/authentication.ts';
import { coherentJson } from '#server/http/coherent-json.ts';
import { readUpload } from '#server/http/multipart.ts';
import { enforceRateLimit } from '#server/http/rate-limit.ts';
import type { App, AppDeps } from '#server/http/types.ts';
import { notFound } from '#server/lib/errors.ts';
import { AVATAR_MEDIA_TYPES, AVATAR_UPLOAD, avatarUrl, readAvatar } from '../accounts/avatar-files.ts';
import { intercomUserHash } from '../messages/intercom.ts';
import { loadSignedInUser } from './users.cache.ts';
import { presentUser } from './users.presenter.ts';
import { emailExists, findUserById, phoneExists, replaceUserAvatar, usernameTaken } from './users.service.ts';

export function registerUserRoutes(app: App, deps: AppDeps): void {
  const db = deps.database.db;
  const limitExistenceChecks = (request: FastifyRequest) =>
    enforceRateLimit(db, {
      key: `existence-check:${request.ip}`,
      maxHits: deps.config.EXISTENCE_CHECK_LIMIT_PER_MINUTE,
      windowSeconds: 60,
    });

  // Asked for on every page load: kept encoded (decision 147) over the cached user (decision 040).
  const signedInPayloads = coherentJson(deps.config, {
    url: '/api/users/self',
    schema: userPayloadSchema,
    tables: ACCOUNT_TABLES,
  });

  app.get('/api/users/self', { schema: { response: { 200: userPayloadSchema } } }, async (request, reply) => {
    const userId = signedInUserId(request);
    // A super admin acting as this user (issue 22): the client shows the banner and stop link.
    const impersonate = request.session?.data.impersonatorId !== undefined;
    return signedInPayloads.send(reply, db, `${userId}:${impersonate}`, async () => {
      const { user, accounts } = await loadSignedInUser(db, userId);
      return {
        ...presentUser(user, accounts),
        impersonate,
        intercom_user_hash: intercomUserHash(deps.config, user.id),
      };
    });
  });

  // The person's own picture (SPEC.md §3 User.avatar): PNG, JPEG or WebP up to 5 MB, checked by
  // content like company logos.
  app.post(
    '/api/users/self/avatar',
    { config: { upload: AVATAR_UPLOAD }, schema: { response: { 200: avatarResponseSchema } } },
    async (request) => {
      const userId = signedInUserId(request);
      const { data } = await readUpload(request, AVATAR_UPLOAD.field, AVATAR_UPLOAD.maxBytes);
      const key = await replaceUserAvatar(db, deps.storage, userId, data);
      return { avatar: avatarUrl('users', userId, key), message: 'Your photo was saved.' };
    },
  );

  app.delete(
    '/api/users/self/avatar',
    { schema: { response: { 204: noContentSchema } } },
    async (request, reply) => {
      await replaceUserAvatar(db, deps.storage, signedInUserId(request), null);
      return reply.status(204).send();
    },
  );

  // People's pictures are for signed-in members (teams, conversations, pipelines), not the public.
  app.get(
    '/api/users/:id/avatar',
    {
      schema: {
        params: z.object({ id: z.coerce.number().int().positive() }),
        response: { 200: fileResponse('The picture', AVATAR_MEDIA_TYPES) },
      },
    },
    async (request, reply) => {
      const user = await findUserById(db, request.params.id);
      const avatar = await readAvatar(deps.storage, user?.avatarPath ?? null);
      if (!avatar) throw notFound('This person has no picture.');
      return reply
        .header('content-type', avatar.contentType)
        .header('cache-control', 'private, max-age=86400')
        .send(avatar.data);
    },
  );

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
