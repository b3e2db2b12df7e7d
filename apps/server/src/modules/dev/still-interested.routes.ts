// `POST /api/dev/still-interested-checks` (never in production): runs the daily "are you still
// looking?" check now, or with `{ email }` asks that candidate at once whatever their profile's age,
// so demos and e2e journeys can open /still-interested from the dev mailbox. Like the dev mailbox,
// only this machine may call it.
import { emailSchema } from '@hireloop/shared/auth';
import { z } from '@hireloop/shared/zod';
import { eq } from 'drizzle-orm';
import { users } from '#server/db/schema.ts';
import type { App, AppDeps } from '#server/http/types.ts';
import { sendStillInterestedChecks } from '../reengagement/still-interested-checks.ts';
import { mailboxAccessCheck } from './mailbox-access.ts';

export function registerDevStillInterestedRoutes(app: App, deps: AppDeps): void {
  if (deps.config.isProduction) return;
  const db = deps.database.db;
  app.post(
    '/api/dev/still-interested-checks',
    {
      config: { public: true },
      preHandler: mailboxAccessCheck(deps.config.devMailboxAllow),
      schema: {
        body: z.object({ email: emailSchema.optional() }),
        response: { 200: z.object({ sent: z.number().int() }) },
      },
    },
    async (request) => {
      const ctx = { db, keyring: deps.keyring, appUrl: deps.config.appUrl };
      const email = request.body.email;
      if (email === undefined) return { sent: await sendStillInterestedChecks(ctx) };
      const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
      return { sent: user ? await sendStillInterestedChecks(ctx, new Date(), user.id) : 0 };
    },
  );
}
