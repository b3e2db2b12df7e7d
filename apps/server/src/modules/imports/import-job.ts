// The background job of an import (queued by POST /api/user-imports/{id}/start). A failed attempt
// is retried and resumes after its last committed batch; after the last retry the import is
// marked failed.
import { eq } from 'drizzle-orm';
import { userImports } from '#server/db/schema.ts';
import { defineJob } from '#server/jobs/job-definition.ts';
import { runImport } from './import-run.ts';

const RETRY_LIMIT = 3;

export const userImportJob = defineJob<{ importId: number }>(
  'user-import',
  async ({ importId }, ctx, run) => {
    try {
      await runImport(ctx.db, ctx.storage, importId, ctx.config.appUrl);
    } catch (error) {
      if (run.retryCount >= RETRY_LIMIT) {
        await ctx.db.update(userImports).set({ status: 'failed' }).where(eq(userImports.id, importId));
      }
      throw error;
    }
  },
  // 100,000 rows take well under the expiry; a dead worker's import is picked up again after it.
  { retryLimit: RETRY_LIMIT, retryDelaySeconds: 5, expireInSeconds: 900, batchSize: 1 },
);
