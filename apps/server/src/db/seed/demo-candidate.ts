// A candidate account to explore the product with.
import { hashPassword } from '#server/modules/auth/passwords.ts';
import { findUserByEmail } from '#server/modules/users/users.service.ts';
import type { Database } from '../client.ts';
import { users } from '../schema.ts';
import type { DemoLogin } from './demo-login.ts';

export const DEMO_PASSWORD = 'hireloop-demo';
export const DEMO_CANDIDATE_EMAIL = 'candidate@hireloop.example';

export async function seedDemoCandidate(db: Database): Promise<DemoLogin[]> {
  if (!(await findUserByEmail(db, DEMO_CANDIDATE_EMAIL))) {
    await db.insert(users).values({
      firstName: 'Casey',
      lastName: 'Candidate',
      email: DEMO_CANDIDATE_EMAIL,
      emailVerifiedAt: new Date(),
      passwordHash: await hashPassword(DEMO_PASSWORD),
      timezone: 'America/New_York',
    });
  }
  return [{ label: 'Candidate', email: DEMO_CANDIDATE_EMAIL, password: DEMO_PASSWORD }];
}
