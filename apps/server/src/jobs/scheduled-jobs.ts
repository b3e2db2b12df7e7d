// The recurring jobs (formerly setIntervals in main.ts). pg-boss enqueues each on its cron
// schedule once across all instances; any instance's worker runs it.
import { vacuumEmbeddedDatabase } from '../db/embedded-vacuum.ts';
import { cleanupExpiredAuthState } from '../modules/auth/cleanup-expired-auth-state.ts';
import { remindOverdueOnboardingTasks } from '../modules/onboarding/remind-overdue-onboarding-tasks.ts';
import {
  recordMonthlyOpportunityUsage,
  recordMonthlySeatUsage,
} from '../modules/opportunities/record-monthly-opportunity-usage.ts';
import { defineJob } from './job-definition.ts';
import { outboxBroadcaster } from './outbox.ts';

/** Hourly: expired sessions, rate-limit windows and reset tokens. */
export const cleanupExpiredAuthStateJob = defineJob(
  'cleanup-expired-auth-state',
  async (_data, ctx) => {
    await cleanupExpiredAuthState(ctx.db);
  },
  { cron: '17 * * * *', retryLimit: 2, policy: 'singleton' },
);

/** Hourly, so a new month is charged within an hour of starting; repeats are no-ops. */
export const recordMonthlyOpportunityUsageJob = defineJob(
  'record-monthly-opportunity-usage',
  async (_data, ctx) => {
    const charged = await recordMonthlyOpportunityUsage(ctx.db);
    const seats = await recordMonthlySeatUsage(ctx.db);
    if (charged > 0 || seats > 0) ctx.log.info({ charged, seats }, 'monthly usage recorded');
  },
  { cron: '2 * * * *', retryLimit: 3, policy: 'singleton' },
);

/** Hourly: one reminder per overdue onboarding task; the claim and the notifications commit together. */
export const remindOverdueOnboardingTasksJob = defineJob(
  'remind-overdue-onboarding-tasks',
  async (_data, ctx) => {
    await ctx.db.transaction((tx) =>
      remindOverdueOnboardingTasks({
        db: tx,
        broadcaster: outboxBroadcaster(tx),
        appUrl: ctx.config.appUrl,
        keyring: ctx.keyring,
        log: ctx.log,
      }),
    );
  },
  { cron: '32 * * * *', retryLimit: 3, policy: 'singleton' },
);

/**
 * Every 10 minutes on the embedded database (at :04, :14 …, apart from the other schedules): reclaims
 * the rows updates and deletes left behind, as PostgreSQL's autovacuum does on a server (decision
 * 146). A no-op on PostgreSQL.
 */
export const vacuumEmbeddedDatabaseJob = defineJob(
  'vacuum-embedded-database',
  async (_data, ctx) => {
    await vacuumEmbeddedDatabase(ctx.db, { analyze: false });
  },
  { cron: '4-59/10 * * * *', retryLimit: 1, policy: 'singleton' },
);

/** Nightly on the embedded database: planner statistics for tables that grew or changed (autovacuum's ANALYZE). */
export const analyzeEmbeddedDatabaseJob = defineJob(
  'analyze-embedded-database',
  async (_data, ctx) => {
    await vacuumEmbeddedDatabase(ctx.db, { analyze: true });
  },
  { cron: '43 3 * * *', retryLimit: 1, policy: 'singleton' },
);
