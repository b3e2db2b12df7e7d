// Billing's scheduled work: the billing close with its dunning retries, and the spend-cap alerts (usage is recorded by other modules, so caps are
// checked on a schedule as well as when a cap is set).
import { createPaymentGateway } from '#server/adapters/payments/create-payment-gateway.ts';
import { defineJob, type JobContext } from '#server/jobs/job-definition.ts';
import { outboxBroadcaster } from '#server/jobs/outbox.ts';
import { clockNow } from '#server/lib/clock.ts';
import type { NotifyContext } from '../notifications/notify.ts';
import { alertAllSpendCaps } from './billing.service.ts';
import { runBillingCycle } from './billing-cycle.ts';

export function notifyContextOfJob(ctx: JobContext): NotifyContext {
  return {
    db: ctx.db,
    broadcaster: outboxBroadcaster(ctx.db),
    appUrl: ctx.config.appUrl,
    keyring: ctx.keyring,
    log: ctx.log,
  };
}

/** Every 15 minutes: alerts at 80 % and 100 % of each spend cap, once per level and period. */
export const spendCapAlertsJob = defineJob(
  'billing-spend-cap-alerts',
  async (_data, ctx) => {
    const sent = await alertAllSpendCaps(notifyContextOfJob(ctx), clockNow());
    if (sent > 0) ctx.log.info({ sent }, 'spend cap alerts sent');
  },
  { cron: '*/15 * * * *', retryLimit: 3, policy: 'singleton' },
);

/**
 * Hourly: closes due billing periods into invoices and charges them, and retries failed charges on
 * their dunning days. One run at a time (singleton); a second instance's overlapping run skips what
 * this one holds.
 */
export const billingCloseJob = defineJob(
  'billing-close',
  async (_data, ctx) => {
    const gateway = createPaymentGateway(ctx.config, ctx.db, () => clockNow());
    const result = await runBillingCycle(
      { db: ctx.db, gateway, appUrl: ctx.config.appUrl },
      clockNow(),
      undefined,
      (progress) => ctx.log.info(progress, 'billing run progress'),
    );
    if (result.invoices > 0 || result.charged > 0) ctx.log.info(result, 'billing run');
  },
  { cron: '7 * * * *', retryLimit: 3, policy: 'singleton', expireInSeconds: 1800 },
);
