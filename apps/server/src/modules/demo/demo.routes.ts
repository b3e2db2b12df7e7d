// The demo site (DEMO_MODE, issue 22; docs/api/demo.md): sandboxes for visitors, the visitor's own
// sandbox, the trial link and the giveaway. `GET /api/site` tells the client whether this is the
// demo site and which chat support to show.
import {
  createDemoAccountSchema,
  currentDemoAccountSchema,
  DEMO_NOT_AVAILABLE,
  demoAccountSchema,
  giveawayInfoSchema,
  siteSettingsSchema,
} from '@hireloop/shared/demo';
import { noContentSchema } from '@hireloop/shared/responses';
import { signedInUserId } from '#server/http/authentication.ts';
import { enforceRateLimit } from '#server/http/rate-limit.ts';
import { startSession } from '#server/http/session.ts';
import type { App, AppDeps } from '#server/http/types.ts';
import { notFound } from '#server/lib/errors.ts';
import { intercomSettings } from '#server/modules/messages/intercom.ts';
import { giveawayInfo, trialLinkFor } from './demo.service.ts';
import {
  createDemoSandbox,
  type DemoSandbox,
  demoLandingPath,
  findVisitorSandbox,
} from './demo-sandboxes.service.ts';

function presentSandbox(sandbox: DemoSandbox) {
  return {
    role: sandbox.role,
    expires_at: sandbox.expiresAt.toISOString(),
    redirect_to: demoLandingPath(sandbox.role),
  };
}

export function registerDemoRoutes(app: App, deps: AppDeps): void {
  const { db } = deps.database;
  const { config } = deps;
  const requireDemoSite = async (): Promise<void> => {
    if (!config.DEMO_MODE) throw notFound(DEMO_NOT_AVAILABLE);
  };

  app.get(
    '/api/site',
    { config: { public: true }, schema: { response: { 200: siteSettingsSchema } } },
    async () => ({ demo_mode: config.DEMO_MODE, support_chat: intercomSettings(config) }),
  );

  // A fresh sandbox for the visitor, signed in as the role they picked (a new session: whoever was
  // signed in before is signed out).
  app.post(
    '/api/demo-accounts',
    {
      config: { public: true },
      onRequest: requireDemoSite,
      schema: { body: createDemoAccountSchema, response: { 201: demoAccountSchema } },
    },
    async (request, reply) => {
      await enforceRateLimit(db, {
        key: `demo-account:${request.ip}`,
        maxHits: config.DEMO_ACCOUNT_LIMIT_PER_HOUR,
        windowSeconds: 3600,
      });
      const sandbox = await createDemoSandbox(db, request.body.role);
      await startSession(request, reply, deps, { userId: sandbox.visitorUserId, remember: false });
      return reply.status(201).send(presentSandbox(sandbox));
    },
  );

  app.get(
    '/api/demo-accounts/current',
    { onRequest: requireDemoSite, schema: { response: { 200: currentDemoAccountSchema } } },
    async (request) => {
      const sandbox = await findVisitorSandbox(db, signedInUserId(request));
      return { demo: sandbox ? presentSandbox(sandbox) : null };
    },
  );

  app.get(
    '/api/demo-accounts/trial-link',
    { onRequest: requireDemoSite, schema: { response: { 302: noContentSchema } } },
    async (request, reply) => {
      const link = await trialLinkFor(db, deps.keyring, {
        demoMode: config.DEMO_MODE,
        userId: signedInUserId(request),
        siteUrl: (config.TRIAL_SITE_URL ?? config.appUrl).replace(/\/$/, ''),
      });
      return reply.redirect(link, 302);
    },
  );

  app.get(
    '/api/users/giveaway-info',
    { schema: { response: { 200: giveawayInfoSchema } } },
    async (request) => giveawayInfo(db, config.DEMO_MODE, signedInUserId(request)),
  );
}
