// The company's default recording preference (issue 19, decision 119): interviews scheduled
// without one take it; each interview can still set its own. Company Admins change it.
import type { RecordingPreference } from '@hireloop/shared/interviews';
import { eq } from 'drizzle-orm';
import { type Actor, activeCompanyOf } from '#server/access/actor.ts';
import type { Database } from '#server/db/client.ts';
import { companies } from '#server/db/schema.ts';
import type { Transaction } from '../applications/application-submission.ts';
import { authorizeRecordingSettings, canChangeRecordingSettings } from './interview-recordings.policy.ts';

export async function companyRecordingDefault(db: Database | Transaction, companyId: number) {
  const [row] = await db
    .select({ preference: companies.recordingPreference })
    .from(companies)
    .where(eq(companies.id, companyId));
  return (row?.preference ?? 'ask') as RecordingPreference;
}

export async function readRecordingSettings(db: Database, actor: Actor) {
  const company = activeCompanyOf(actor);
  return {
    recording_preference: await companyRecordingDefault(db, company.id),
    can_edit: canChangeRecordingSettings(company),
  };
}

export async function saveRecordingSettings(db: Database, actor: Actor, preference: RecordingPreference) {
  const company = activeCompanyOf(actor);
  authorizeRecordingSettings(company);
  await db
    .update(companies)
    .set({ recordingPreference: preference, updatedAt: new Date() })
    .where(eq(companies.id, company.id));
  return { recording_preference: preference, can_edit: true };
}
