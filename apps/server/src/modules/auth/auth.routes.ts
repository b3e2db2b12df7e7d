// Root-level authentication routes of Sanctum SPA / Fortify (docs/api/auth.md).
import { loginResponseSchema, signedInResponseSchema } from '@hireloop/shared/accounts';
import {
  EMAIL_ALREADY_VERIFIED,
  forgotPasswordSchema,
  loginQuerySchema,
  loginSchema,
  PASSWORD_RESET_DONE,
  PASSWORD_RESET_LINK_SENT,
  registerSchema,
  resetPasswordSchema,
  twoFactorChallengeSchema,
  VERIFICATION_LINK_SENT,
} from '@hireloop/shared/auth';
import { messageResponseSchema, noContentSchema } from '@hireloop/shared/responses';
import { z } from '@hireloop/shared/zod';
import type { UserRow } from '#server/db/schema.ts';
import { signedInUserId } from '#server/http/authentication.ts';
import { enforceRateLimit } from '#server/http/rate-limit.ts';
import { ensureSession, startSession } from '#server/http/session.ts';
import type { App, AppDeps } from '#server/http/types.ts';
import { loadUserAccounts, openCompanyIfAllowed } from '../accounts/accounts.service.ts';
import { presentUser } from '../users/users.presenter.ts';
import { getUserById } from '../users/users.service.ts';
import {
  type AuthContext,
  attemptLogin,
  passTwoFactorChallenge,
  registerUser,
  sendVerificationMail,
} from './auth.service.ts';
import { verifyEmailLink } from './email-verification.service.ts';
import { beginLoginAttempt } from './login-throttle.ts';
import { resetPassword, sendPasswordResetLink } from './password-reset.service.ts';

const publicRoute = { public: true } as const;

export function authContext(deps: AppDeps): AuthContext {
  return { db: deps.database.db, keyring: deps.keyring, appUrl: deps.config.appUrl };
}

export function registerAuthRoutes(app: App, deps: AppDeps): void {
  const ctx = authContext(deps);
  const db = deps.database.db;

  app.get(
    '/api/sanctum/csrf-cookie',
    { config: publicRoute, schema: { response: { 204: noContentSchema } } },
    async (request, reply) => {
      await ensureSession(request, reply, deps);
      return reply.status(204).send();
    },
  );

  app.post(
    '/register',
    { config: publicRoute, schema: { body: registerSchema, response: { 201: signedInResponseSchema } } },
    async (request, reply) => {
      await enforceRateLimit(db, {
        key: `register:${request.ip}`,
        maxHits: deps.config.SIGN_UP_LIMIT_PER_MINUTE,
        windowSeconds: 60,
      });
      const user = await registerUser(ctx, request.body);
      await startSession(request, reply, deps, { userId: user.id, remember: false });
      return reply.status(201).send({ user: presentUser(user) });
    },
  );

  /** Signed in: open the company the login link asked for (when the user may), then present. */
  async function signedInPayload(user: UserRow, setCompanyId: number | undefined) {
    if (setCompanyId) await openCompanyIfAllowed(db, user.id, setCompanyId);
    return { user: presentUser(user, await loadUserAccounts(db, user.id)) };
  }

  app.post(
    '/login',
    {
      config: { ...publicRoute, audit: 'sign_in' },
      schema: { body: loginSchema, querystring: loginQuerySchema, response: { 200: loginResponseSchema } },
    },
    async (request, reply) => {
      const attempt = await beginLoginAttempt(db, request.body.email, request.ip);
      const outcome = await attemptLogin(ctx, request.body);
      await attempt.succeeded();
      const setCompanyId = request.query.set_company_id;
      if (outcome.kind === 'two-factor') {
        // Not signed in yet: a fresh guest session remembers whose code we are waiting for.
        await startSession(request, reply, deps, {
          userId: null,
          remember: false,
          data: { pendingTwoFactor: { ...outcome.pending, ...(setCompanyId ? { setCompanyId } : {}) } },
        });
        return { two_factor: true };
      }
      await startSession(request, reply, deps, {
        userId: outcome.user.id,
        remember: request.body.remember_me,
      });
      return signedInPayload(outcome.user, setCompanyId);
    },
  );

  app.post(
    '/two-factor-challenge',
    {
      config: { ...publicRoute, audit: 'sign_in' },
      schema: { body: twoFactorChallengeSchema, response: { 200: signedInResponseSchema } },
    },
    async (request, reply) => {
      const pending = request.session?.data.pendingTwoFactor;
      await enforceRateLimit(db, {
        key: `two-factor:${pending?.userId ?? request.session?.id ?? request.ip}`,
        maxHits: 5,
        windowSeconds: 60,
      });
      const user = await passTwoFactorChallenge(ctx, pending, request.body);
      await startSession(request, reply, deps, { userId: user.id, remember: pending?.remember ?? false });
      return signedInPayload(user, pending?.setCompanyId);
    },
  );

  app.post(
    '/logout',
    { config: publicRoute, schema: { response: { 204: noContentSchema } } },
    async (request, reply) => {
      // A fresh guest session (new CSRF token) lets the same tab sign in again right away.
      await startSession(request, reply, deps, { userId: null, remember: false });
      return reply.status(204).send();
    },
  );

  app.post(
    '/forgot-password',
    { config: publicRoute, schema: { body: forgotPasswordSchema, response: { 200: messageResponseSchema } } },
    async (request) => {
      await enforceRateLimit(db, { key: `forgot-password:${request.ip}`, maxHits: 10, windowSeconds: 60 });
      await sendPasswordResetLink(db, deps.config.appUrl, request.body.email);
      return { message: PASSWORD_RESET_LINK_SENT };
    },
  );

  app.post(
    '/reset-password',
    { config: publicRoute, schema: { body: resetPasswordSchema, response: { 200: messageResponseSchema } } },
    async (request) => {
      await enforceRateLimit(db, { key: `reset-password:${request.ip}`, maxHits: 10, windowSeconds: 60 });
      await resetPassword(db, request.body);
      return { message: PASSWORD_RESET_DONE };
    },
  );

  const verificationResponses = { 200: messageResponseSchema, 202: messageResponseSchema };
  app.post(
    '/email/verification-notification',
    { schema: { response: verificationResponses } },
    async (request, reply) => {
      const user = await getUserById(db, signedInUserId(request));
      if (user.emailVerifiedAt) return { message: EMAIL_ALREADY_VERIFIED };
      await enforceRateLimit(db, { key: `verification-mail:${user.id}`, maxHits: 6, windowSeconds: 60 });
      await sendVerificationMail(ctx, user);
      return reply.status(202).send({ message: VERIFICATION_LINK_SENT });
    },
  );

  app.get(
    '/email/verify/:id/:hash',
    {
      config: publicRoute,
      schema: {
        params: z.object({
          id: z.coerce.number().int().positive(),
          hash: z.string().regex(/^[0-9a-f]{40}$/),
        }),
        querystring: z.object({
          expires: z.coerce.number().int(),
          signature: z.string().regex(/^[0-9a-f]{64}$/),
        }),
        response: { 302: noContentSchema },
      },
      // A mangled link is a page visit, not an API call: answer with the outcome page.
      errorHandler: (_error, _request, reply) => reply.redirect('/email/verified?status=invalid'),
    },
    async (request, reply) => {
      const status = await verifyEmailLink(db, deps.keyring, { ...request.params, ...request.query });
      return reply.redirect(`/email/verified?status=${status}`);
    },
  );
}
