// The demo site's throwaway sandboxes (DEMO_MODE, issue 22): a visitor picks a role and gets a fresh
// company with a team and the seed's hiring data, signed in as that role (or as the company's
// candidate). 60 minutes after the visitor's creation (SPEC.md §9) a queued job deletes everything.
import { randomBytes } from 'node:crypto';
import { DEMO_DURATION_MS } from '@hireloop/shared/constants';
import { DEMO_CANDIDATE_ROLE, type DemoRole } from '@hireloop/shared/demo';
import type { CompanyRole } from '@hireloop/shared/roles';
import { eq } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { candidateProfiles, companyMemberships, demoSandboxes, users } from '#server/db/schema.ts';
import { ensureDemoApplicants, insertDemoHiring } from '#server/db/seed/demo-hiring-builder.ts';
import { enqueueJob } from '#server/jobs/enqueue.ts';
import { hashPassword } from '#server/modules/auth/passwords.ts';
import { createCompany } from '#server/modules/companies/companies.service.ts';
import { expireDemoSandboxJob } from './demo.jobs.ts';

/** Sandbox people sign in only through the demo index: their password is random and never shown. */
const SANDBOX_EMAIL_DOMAIN = 'demo.hireloop.example';

const TEAM: { role: CompanyRole; firstName: string; lastName: string }[] = [
  { role: 'Company Admin', firstName: 'Alex', lastName: 'Admin' },
  { role: 'Manager', firstName: 'Mia', lastName: 'Manager' },
  { role: 'Recruiter', firstName: 'Rory', lastName: 'Recruiter' },
  { role: 'Team Member', firstName: 'Toni', lastName: 'Member' },
];
const CANDIDATE = { firstName: 'Dana', lastName: 'Demo' };

export interface DemoSandbox {
  id: number;
  role: DemoRole;
  visitorUserId: number;
  expiresAt: Date;
}

/** The visitor's home: the candidate dashboard, or the company dashboard (the tour starts there). */
export function demoLandingPath(role: DemoRole): string {
  return role === DEMO_CANDIDATE_ROLE ? '/dashboard' : '/company-dashboard';
}

export async function createDemoSandbox(db: Database, role: DemoRole): Promise<DemoSandbox> {
  const tag = randomBytes(6).toString('hex');
  const passwordHash = await hashPassword(randomBytes(24).toString('base64url'));
  const applicantIds = await ensureDemoApplicants(db, passwordHash);
  return db.transaction(async (tx) => {
    const people = await tx
      .insert(users)
      .values(
        [...TEAM, { ...CANDIDATE, role: DEMO_CANDIDATE_ROLE }].map((person) => ({
          firstName: person.firstName,
          lastName: person.lastName,
          email: `${tag}-${person.role.toLowerCase().replace(' ', '-')}@${SANDBOX_EMAIL_DOMAIN}`,
          emailVerifiedAt: new Date(),
          passwordHash,
        })),
      )
      .returning({ id: users.id, createdAt: users.createdAt });
    const teamIds = people.slice(0, TEAM.length).map((person) => person.id);
    const candidate = people[TEAM.length]!;
    const companyId = await createCompany(tx, teamIds[0]!, {
      name: 'Harbor Street Café',
      nickname: 'Harbor',
    });
    for (const [index, person] of TEAM.entries()) {
      if (index === 0) continue;
      await tx.insert(companyMemberships).values({ companyId, userId: teamIds[index]!, role: person.role });
      await tx.update(users).set({ activeCompanyId: companyId }).where(eq(users.id, teamIds[index]!));
    }
    await tx.insert(candidateProfiles).values({
      userId: candidate.id,
      headline: 'Barista and pastry enthusiast',
      location: 'Portland, OR',
      desiredRoles: ['Barista'],
      skills: ['espresso', 'customer service'],
      summary: 'Trying Hireloop on the demo site.',
      onboardingCompletedAt: new Date(),
    });
    await insertDemoHiring(tx, {
      companyId,
      candidateUserId: candidate.id,
      candidateFirstName: CANDIDATE.firstName,
      recruiterUserId: teamIds[2]!,
      applicantIds,
    });
    const visitorIndex = role === DEMO_CANDIDATE_ROLE ? TEAM.length : TEAM.findIndex((p) => p.role === role);
    const visitor = people[visitorIndex]!;
    const expiresAt = new Date(visitor.createdAt.getTime() + DEMO_DURATION_MS);
    const [sandbox] = await tx
      .insert(demoSandboxes)
      .values({
        visitorUserId: visitor.id,
        role,
        companyId,
        userIds: people.map((person) => person.id),
        expiresAt,
      })
      .returning({ id: demoSandboxes.id });
    // In the same transaction: a sandbox always has its deletion queued.
    await enqueueJob(tx, expireDemoSandboxJob, { sandboxId: sandbox!.id }, { startAfter: expiresAt });
    return { id: sandbox!.id, role, visitorUserId: visitor.id, expiresAt };
  });
}

/** The sandbox the user is the visitor of, or null (seeded accounts, other people). */
export async function findVisitorSandbox(db: Database, userId: number): Promise<DemoSandbox | null> {
  const [row] = await db
    .select({
      id: demoSandboxes.id,
      role: demoSandboxes.role,
      visitorUserId: demoSandboxes.visitorUserId,
      expiresAt: demoSandboxes.expiresAt,
    })
    .from(demoSandboxes)
    .where(eq(demoSandboxes.visitorUserId, userId));
  return row ? { ...row, role: row.role as DemoRole } : null;
}
