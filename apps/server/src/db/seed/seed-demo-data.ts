// Demo data for a fresh installation (skipped with SEED=false). Each seeder is idempotent, so a
// restart never duplicates anything; the returned logins are printed at start and listed in README.
import type { Keyring } from '#server/lib/crypto.ts';
import type { Database } from '../client.ts';
import { seedDemoAccounts } from './demo-accounts.ts';
import { seedDemoBilling } from './demo-billing.ts';
import { seedDemoBillingGroups } from './demo-billing-groups.ts';
import { seedDemoCandidate } from './demo-candidate.ts';
import { seedDemoCareerPage } from './demo-career-page.ts';
import { seedDemoEnterpriseInvitation } from './demo-enterprise-invitation.ts';
import { seedDemoHiring } from './demo-hiring.ts';
import { seedDemoImport } from './demo-import.ts';
import { seedDemoInterviewRoom } from './demo-interview-room.ts';
import { seedDemoInterviewScorecards } from './demo-interview-scorecards.ts';
import { seedDemoInterviews } from './demo-interviews.ts';
import type { DemoLogin } from './demo-login.ts';
import { seedDemoOffers } from './demo-offers.ts';
import { seedDemoSuperAdmin } from './demo-super-admin.ts';
import { seedDemoSupport } from './demo-support.ts';
import { seedFeatureAnnouncements } from './feature-announcements.ts';

export type DemoSeeder = (db: Database) => Promise<DemoLogin[]>;

/** Seeders run in order; later issues append theirs (accounts, companies, opportunities…). */
const seeders: DemoSeeder[] = [
  seedDemoCandidate,
  seedDemoAccounts,
  seedDemoHiring,
  seedDemoInterviews,
  seedDemoInterviewRoom,
  seedDemoInterviewScorecards,
  seedDemoOffers,
  seedDemoBilling,
  seedDemoBillingGroups,
  seedFeatureAnnouncements,
  seedDemoCareerPage,
  seedDemoImport,
  seedDemoEnterpriseInvitation,
];

/** With the keyring, also the demo super admin (its two-factor secret is stored encrypted). */
export async function seedDemoData(db: Database, keyring?: Keyring): Promise<DemoLogin[]> {
  const logins: DemoLogin[] = [];
  for (const seed of seeders) logins.push(...(await seed(db)));
  if (keyring) {
    logins.push(...(await seedDemoSuperAdmin(db, keyring)));
    await seedDemoSupport(db);
  }
  return logins;
}
