// The background job of "Ask contacts to confirm their info" after an import (queued by
// POST /api/user-imports/{id}/confirm-requests). A retry resumes with the contacts not asked yet.
import { defineJob } from '#server/jobs/job-definition.ts';
import { runConfirmRequests } from './confirm-mails.ts';

export const confirmRequestsJob = defineJob<{ importId: number }>(
  'confirm-requests',
  async ({ importId }, ctx) => {
    await runConfirmRequests({ db: ctx.db, keyring: ctx.keyring, appUrl: ctx.config.appUrl }, importId);
  },
  { retryLimit: 3, retryDelaySeconds: 5, expireInSeconds: 900, batchSize: 1 },
);
