// Every job the app runs. A module that defines a job adds it here, so its queue, schedule and
// workers exist on every instance.
import type { JobDefinition } from './job-definition.ts';
import { cleanupExpiredAuthStateJob, recordMonthlyOpportunityUsageJob } from './scheduled-jobs.ts';

export const jobDefinitions: readonly JobDefinition<never>[] = [
  cleanupExpiredAuthStateJob,
  recordMonthlyOpportunityUsageJob,
];
