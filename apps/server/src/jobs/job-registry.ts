// Every job the app runs. A module that defines a job adds it here, so its queue, schedule and
// workers exist on every instance.

import { purgeAuditEventsJob } from '../modules/audit/audit-retention.ts';
import { billingCloseJob, spendCapAlertsJob } from '../modules/billing/billing.jobs.ts';
import { expireDemoSandboxJob, sweepExpiredDemoSandboxesJob } from '../modules/demo/demo.jobs.ts';
import { userImportJob } from '../modules/imports/import-job.ts';
import { interviewReminderJob } from '../modules/interviews/interview-reminder-jobs.ts';
import { deleteExpiredRecordingsJob } from '../modules/interviews/recording-retention.ts';
import { notifyUsersJob } from '../modules/notifications/notify.ts';
import { confirmRequestsJob } from '../modules/reengagement/confirm-requests.job.ts';
import { stillInterestedChecksJob } from '../modules/reengagement/still-interested.job.ts';
import type { JobDefinition } from './job-definition.ts';
import { deliverMailJob, deliverSmsJob, publishRealtimeJob } from './outbox.ts';
import {
  analyzeEmbeddedDatabaseJob,
  cleanupExpiredAuthStateJob,
  recordMonthlyOpportunityUsageJob,
  remindOverdueOnboardingTasksJob,
  vacuumEmbeddedDatabaseJob,
} from './scheduled-jobs.ts';

export const jobDefinitions: readonly JobDefinition<never>[] = [
  cleanupExpiredAuthStateJob,
  recordMonthlyOpportunityUsageJob,
  remindOverdueOnboardingTasksJob,
  vacuumEmbeddedDatabaseJob,
  analyzeEmbeddedDatabaseJob,
  deliverMailJob,
  deliverSmsJob,
  publishRealtimeJob,
  notifyUsersJob,
  interviewReminderJob,
  deleteExpiredRecordingsJob,
  userImportJob,
  confirmRequestsJob,
  stillInterestedChecksJob,
  spendCapAlertsJob,
  billingCloseJob,
  purgeAuditEventsJob,
  expireDemoSandboxJob,
  sweepExpiredDemoSandboxesJob,
];
