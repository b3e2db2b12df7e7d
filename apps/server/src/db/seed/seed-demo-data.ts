// Demo data for a fresh installation (skipped with SEED=false). Each seeder is idempotent, so a
// restart never duplicates anything; the returned logins are printed at start and listed in README.
import type { FileStorage } from '#server/adapters/storage/file-storage.ts';
import type { Keyring } from '#server/lib/crypto.ts';
import type { Database } from '../client.ts';
import { seedDemoAccounts } from './demo-accounts.ts';
import { seedDemoActivity } from './demo-activity.ts';
import { seedDemoBilling } from './demo-billing.ts';
import { seedDemoBillingGroups } from './demo-billing-groups.ts';
import { seedDemoCandidate } from './demo-candidate.ts';
import { seedDemoCareerPage } from './demo-career-page.ts';
import { seedDemoEnterpriseInvitation } from './demo-enterprise-invitation.ts';
import { seedDemoEnterpriseTemplates } from './demo-enterprise-templates.ts';
import { seedDemoFileLibrary } from './demo-file-library.ts';
import { seedDemoGrowth } from './demo-growth.ts';
import { seedDemoHiring } from './demo-hiring.ts';
import { seedDemoImport } from './demo-import.ts';
import { seedDemoInterviewRecording } from './demo-interview-recording.ts';
import { seedDemoInterviewRoom } from './demo-interview-room.ts';
import { seedDemoInterviewScorecards } from './demo-interview-scorecards.ts';
import { seedDemoInterviews } from './demo-interviews.ts';
import type { DemoLogin } from './demo-login.ts';
import { seedDemoOffers } from './demo-offers.ts';
import { seedDemoSuperAdmin } from './demo-super-admin.ts';
import { seedDemoSupport } from './demo-support.ts';
import { seedFeatureAnnouncements } from './feature-announcements.ts';

/** What some seeders need beyond the database (files are stored, so only at start-up). */
export interface DemoSeedDeps {
  keyring?: Keyring | undefined;
  storage?: FileStorage | undefined;
}

export type DemoSeeder = (db: Database, deps: DemoSeedDeps) => Promise<DemoLogin[]>;

/** Seeders run in order; later issues append theirs (accounts, companies, opportunities…). */
const seeders: DemoSeeder[] = [
  seedDemoCandidate,
  seedDemoAccounts,
  seedDemoHiring,
  seedDemoInterviews,
  seedDemoInterviewRoom,
  seedDemoInterviewScorecards,
  async (db, { storage }) => {
    if (storage) await seedDemoInterviewRecording(db, storage);
    return [];
  },
  // Before the offers: the accepted offer's onboarding gets the handbook from the library.
  async (db, { storage }) => {
    if (storage) await seedDemoFileLibrary(db, storage);
    return [];
  },
  seedDemoOffers,
  seedDemoBilling,
  seedDemoBillingGroups,
  seedFeatureAnnouncements,
  seedDemoCareerPage,
  seedDemoImport,
  seedDemoEnterpriseInvitation,
  seedDemoEnterpriseTemplates,
  seedDemoGrowth,
  seedDemoActivity,
];

/**
 * With the keyring, also the demo super admin (its two-factor secret is stored encrypted) and the
 * support conversation it answered; with the file storage, also the demo file library.
 */
export async function seedDemoData(db: Database, deps: DemoSeedDeps = {}): Promise<DemoLogin[]> {
  const logins: DemoLogin[] = [];
  for (const seed of seeders) logins.push(...(await seed(db, deps)));
  if (deps.keyring) {
    logins.push(...(await seedDemoSuperAdmin(db, deps.keyring)));
    // The support conversation is answered by the super admin.
    await seedDemoSupport(db);
  }
  return logins;
}
