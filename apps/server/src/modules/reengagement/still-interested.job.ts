// Daily at 09:10 UTC: the "are you still looking?" check of quiet candidates (still-interested-checks.ts).
import { defineJob } from '#server/jobs/job-definition.ts';
import { sendStillInterestedChecks } from './still-interested-checks.ts';

export const stillInterestedChecksJob = defineJob(
  'still-interested-checks',
  async (_data, ctx) => {
    const sent = await sendStillInterestedChecks({
      db: ctx.db,
      keyring: ctx.keyring,
      appUrl: ctx.config.appUrl,
    });
    if (sent > 0) ctx.log.info({ sent }, 'still-interested checks sent');
  },
  { cron: '10 9 * * *', retryLimit: 3, policy: 'singleton' },
);
