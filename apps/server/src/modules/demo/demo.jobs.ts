// The end of a demo (SPEC.md §9: 60 minutes from the visitor's creation): the sandbox is deleted by
// a job queued when it was created, to start at its expiry. A sweep catches any sandbox whose job
// was lost (a restored backup, a queue wiped by hand).
import { lte } from 'drizzle-orm';
import { demoSandboxes } from '#server/db/schema.ts';
import { defineJob } from '#server/jobs/job-definition.ts';
import { deleteDemoSandbox } from './demo-sandbox-deletion.ts';

export const expireDemoSandboxJob = defineJob<{ sandboxId: number }>(
  'demo.expire-sandbox',
  async ({ sandboxId }, ctx) => {
    if (await deleteDemoSandbox(ctx.db, ctx.storage, sandboxId))
      ctx.log.info({ sandboxId }, 'demo sandbox deleted');
  },
  { retryLimit: 5 },
);

/** Every 10 minutes: sandboxes past their expiry whose own job did not delete them. */
export const sweepExpiredDemoSandboxesJob = defineJob(
  'demo.sweep-expired-sandboxes',
  async (_data, ctx) => {
    const expired = await ctx.db
      .select({ id: demoSandboxes.id })
      .from(demoSandboxes)
      .where(lte(demoSandboxes.expiresAt, new Date()))
      .limit(100);
    for (const { id } of expired) await deleteDemoSandbox(ctx.db, ctx.storage, id);
  },
  { cron: '*/10 * * * *', retryLimit: 2, policy: 'singleton' },
);
