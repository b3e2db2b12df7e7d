// Demo hiring data: Northwind Bakery's opportunities (published and draft) with applicants in every
// pipeline step, the demo candidate's own applications and a conversation with Northwind.
import { eq } from 'drizzle-orm';
import { hashPassword } from '#server/modules/auth/passwords.ts';
import type { Database } from '../client.ts';
import { companies, opportunities, users } from '../schema.ts';
import { DEMO_CANDIDATE_EMAIL, DEMO_PASSWORD } from './demo-candidate.ts';
import { ensureDemoApplicants, insertDemoHiring } from './demo-hiring-builder.ts';
import type { DemoLogin } from './demo-login.ts';

export async function seedDemoHiring(db: Database): Promise<DemoLogin[]> {
  const [northwind] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.name, 'Northwind Bakery'));
  const [candidate] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, DEMO_CANDIDATE_EMAIL));
  if (!northwind || !candidate) return [];
  const [already] = await db
    .select({ id: opportunities.id })
    .from(opportunities)
    .where(eq(opportunities.companyId, northwind.id))
    .limit(1);
  if (already) return [];

  const applicantIds = await ensureDemoApplicants(db, await hashPassword(DEMO_PASSWORD));
  const [recruiter] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'recruiter@hireloop.example'));
  await insertDemoHiring(db, {
    companyId: northwind.id,
    candidateUserId: candidate.id,
    candidateFirstName: 'Casey',
    recruiterUserId: recruiter?.id ?? null,
    applicantIds,
  });

  return [];
}
