import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { appForThisFile } from '#server-test/file-app.ts';
import { TestClient } from '#server-test/http-client.ts';
import {
  applications,
  auditEvents,
  companies,
  conversations,
  interviewChatMessages,
  interviewNotes,
  interviewScorecards,
  interviews,
  invitations,
  offers,
  onboardings,
  onboardingTasks,
  opportunities,
  pipelineSteps,
  users,
} from '../schema.ts';
import { DEMO_CANDIDATE_EMAIL, DEMO_PASSWORD } from './demo-candidate.ts';
import { DEMO_ENTERPRISE_INVITATION_TOKEN, DEMO_ENTERPRISE_INVITEE } from './demo-enterprise-invitation.ts';
import { DEMO_GROUP_INVITATION_TOKEN, DEMO_GROUP_INVITEE } from './demo-enterprise-templates.ts';
import { seedDemoData } from './seed-demo-data.ts';

const ctx = await appForThisFile();

describe('demo seed', () => {
  it('creates the demo candidate once, who can sign in with the printed password', async () => {
    const first = await seedDemoData(ctx.database.db);
    const second = await seedDemoData(ctx.database.db);
    expect(first).toEqual(second);
    expect(first).toContainEqual({
      label: 'Candidate',
      email: DEMO_CANDIDATE_EMAIL,
      password: DEMO_PASSWORD,
    });
    const [row] = await ctx.database.db
      .select({ n: count() })
      .from(users)
      .where(eq(users.email, DEMO_CANDIDATE_EMAIL));
    expect(row!.n).toBe(1);

    const login = await new TestClient(ctx.app).post('/login', {
      email: DEMO_CANDIDATE_EMAIL,
      password: DEMO_PASSWORD,
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().user.email_verified_at).not.toBeNull();
  });
});

describe('demo accounts', () => {
  it('gives a company a user per role and one enterprise of each type, with scoped groups', async () => {
    const logins = await seedDemoData(ctx.database.db);
    const byLabel = Object.fromEntries(logins.map((login) => [login.label, login]));
    for (const role of ['Company Admin', 'Manager', 'Recruiter', 'Team Member']) {
      const login = byLabel[role]!;
      const client = new TestClient(ctx.app);
      const user = (await client.post('/login', { email: login.email, password: login.password })).json()
        .user;
      expect(user.companies).toEqual([expect.objectContaining({ name: 'Northwind Bakery', role })]);
    }
    for (const [label, type] of [
      ['franchise owner', 'franchise'],
      ['staffing agency owner', 'staffing_agency'],
      ['corporate chain owner', 'corporate_chain'],
    ] as const) {
      const client = new TestClient(ctx.app);
      const user = (
        await client.post('/login', { email: byLabel[label]!.email, password: DEMO_PASSWORD })
      ).json().user;
      expect(user.enterprises).toEqual([expect.objectContaining({ type, role: 'Enterprise Owner' })]);
      expect(user.active_enterprise.type).toBe(type);
      const groups = (await client.get('/api/enterprise-groups')).json();
      expect(groups.data).toHaveLength(2);
      expect(groups.data.every((group: { company_count: number }) => group.company_count >= 1)).toBe(true);
      if (type === 'franchise') {
        // Sunrise Coffee pays through two billing groups, one with last month's paid invoice.
        const billing = (await client.get('/api/enterprise-billing-groups')).json();
        expect(billing.data.map((group: { name: string }) => group.name)).toEqual([
          'Bay Area billing',
          'Pacific Northwest billing',
        ]);
        const pacific = (await client.get(`/api/enterprise-billing-groups/${billing.data[1].id}`)).json();
        expect(pacific.locations).toHaveLength(2);
        expect(pacific.invoices).toMatchObject([{ status: 'paid', total_cents: 6000 }]);
      }
    }
  });

  it('seeds every demo company with its getting-started tour finished', async () => {
    await seedDemoData(ctx.database.db);
    const rows = await ctx.database.db
      .select({ name: companies.name, demoCompleted: companies.demoCompleted })
      .from(companies);
    expect(rows.length).toBeGreaterThan(3);
    expect(rows.filter((row) => !row.demoCompleted)).toEqual([]);
  });
});

describe('demo hiring data', () => {
  it('gives Northwind published openings with applicants in every step, once', async () => {
    await seedDemoData(ctx.database.db);
    await seedDemoData(ctx.database.db);
    const db = ctx.database.db;
    const [northwind] = await db.select().from(companies).where(eq(companies.name, 'Northwind Bakery'));
    const openings = await db.select().from(opportunities).where(eq(opportunities.companyId, northwind!.id));
    expect(openings.filter((o) => o.status === 'published').length).toBeGreaterThanOrEqual(3);
    expect(openings.some((o) => o.status === 'draft')).toBe(true);
    const perStep = await db
      .select({ name: pipelineSteps.name, n: count(applications.id) })
      .from(pipelineSteps)
      .innerJoin(opportunities, eq(opportunities.id, pipelineSteps.opportunityId))
      .leftJoin(applications, eq(applications.currentStepId, pipelineSteps.id))
      .where(and(eq(opportunities.companyId, northwind!.id), eq(opportunities.status, 'published')))
      .groupBy(pipelineSteps.name);
    expect(perStep.map((row) => row.name).sort()).toEqual([
      'Applied',
      'Hired',
      'Interview',
      'Offer',
      'Phone Screen',
    ]);
    for (const row of perStep) expect(row.n).toBeGreaterThan(0);
    const [candidate] = await db.select().from(users).where(eq(users.email, DEMO_CANDIDATE_EMAIL));
    const own = await db.select().from(applications).where(eq(applications.candidateUserId, candidate!.id));
    expect(own).toHaveLength(2);
    const threads = await db
      .select()
      .from(conversations)
      .where(eq(conversations.candidateUserId, candidate!.id));
    expect(threads).toHaveLength(1);
  });
});

describe('demo offers', () => {
  it('leaves an offer waiting for the demo candidate and a signed one with onboarding under way', async () => {
    await seedDemoData(ctx.database.db);
    await seedDemoData(ctx.database.db);
    const rows = await ctx.database.db
      .select({
        status: offers.status,
        email: users.email,
        onboardingId: onboardings.id,
        hash: offers.documentHash,
      })
      .from(offers)
      .innerJoin(users, eq(users.id, offers.candidateUserId))
      .leftJoin(onboardings, eq(onboardings.offerId, offers.id));
    expect(rows).toHaveLength(2);
    expect(rows).toContainEqual(
      expect.objectContaining({ status: 'sent', email: DEMO_CANDIDATE_EMAIL, onboardingId: null }),
    );
    const signed = rows.find((row) => row.status === 'accepted')!;
    expect(signed.hash).toMatch(/^[0-9a-f]{64}$/);
    const tasks = await ctx.database.db
      .select({ completedAt: onboardingTasks.completedAt })
      .from(onboardingTasks)
      .where(eq(onboardingTasks.onboardingId, signed.onboardingId!));
    expect(tasks.filter((task) => task.completedAt !== null)).toHaveLength(1);
    expect(tasks).toHaveLength(3);
  });
});

describe('demo interview room', () => {
  it('gives the completed video interview its chat and each interviewer notes, once', async () => {
    await seedDemoData(ctx.database.db);
    await seedDemoData(ctx.database.db);
    const db = ctx.database.db;
    const chats = await db
      .select({ interviewId: interviewChatMessages.interviewId, status: interviews.status, n: count() })
      .from(interviewChatMessages)
      .innerJoin(interviews, eq(interviews.id, interviewChatMessages.interviewId))
      .groupBy(interviewChatMessages.interviewId, interviews.status);
    expect(chats).toHaveLength(1);
    expect(chats[0]).toMatchObject({ status: 'completed', n: 5 });
    const notes = await db
      .select()
      .from(interviewNotes)
      .where(eq(interviewNotes.interviewId, chats[0]!.interviewId));
    expect(notes).toHaveLength(2);
  });

  it("gives that interview both interviewers' scorecards, once; the other completed one needs scores", async () => {
    await seedDemoData(ctx.database.db);
    const db = ctx.database.db;
    const cards = await db
      .select({ interviewId: interviewScorecards.interviewId, ratingState: interviews.ratingState })
      .from(interviewScorecards)
      .innerJoin(interviews, eq(interviews.id, interviewScorecards.interviewId));
    expect(cards).toHaveLength(2);
    expect(new Set(cards.map((card) => card.interviewId)).size).toBe(1);
    expect(cards[0]!.ratingState).toBe('unknown');
    const needing = await db.select().from(interviews).where(eq(interviews.ratingState, 'needs_scores'));
    expect(needing.map((row) => row.status)).toEqual(['completed']);
  });
});

describe('demo enterprise invitation', () => {
  it('leaves Sunrise Coffee’s invitation to its Bay Brew franchisee open at the README’s link, once', async () => {
    await seedDemoData(ctx.database.db);
    await seedDemoData(ctx.database.db);
    const details = await new TestClient(ctx.app).get(
      `/api/enterprise-invitations/${DEMO_ENTERPRISE_INVITATION_TOKEN}`,
    );
    expect(details.statusCode).toBe(200);
    expect(details.json()).toMatchObject({
      email: DEMO_ENTERPRISE_INVITEE,
      role: 'Enterprise Viewer',
      status: 'pending',
      enterprise: { name: 'Sunrise Coffee', type: 'franchise' },
      groups: [{ name: 'Bay Brew LLC' }],
      invited_by: { first_name: 'Frankie', last_name: 'Owner' },
    });
    const [row] = await ctx.database.db
      .select({ n: count() })
      .from(invitations)
      .where(eq(invitations.email, DEMO_ENTERPRISE_INVITEE));
    expect(row!.n).toBe(1);
  });
});

describe('demo enterprise templates', () => {
  it('pushes Sunrise Coffee’s templates to its locations and leaves a group invitation open, once', async () => {
    await seedDemoData(ctx.database.db);
    await seedDemoData(ctx.database.db);
    const owner = new TestClient(ctx.app);
    const login = await owner.post('/login', {
      email: 'franchise@hireloop.example',
      password: DEMO_PASSWORD,
    });
    expect(login.json().user.active_enterprise.name).toBe('Sunrise Coffee');
    const list = (await owner.get('/api/enterprise-templates')).json();
    expect(
      list.data.map((t: { name: string; push_all: boolean; groups: { name: string }[] }) => [
        t.name,
        t.push_all,
        t.groups.map((g) => g.name),
      ]),
    ).toEqual(
      expect.arrayContaining([
        ['Barista (Sunrise standard)', true, []],
        ['Shift Supervisor (Pacific)', false, ['Pacific Coffee Partners']],
      ]),
    );
    expect(list.meta.total).toBe(2);

    const details = await new TestClient(ctx.app).get(
      `/api/enterprise-group-invitations/${DEMO_GROUP_INVITATION_TOKEN}`,
    );
    expect(details.statusCode).toBe(200);
    expect(details.json()).toMatchObject({
      email: DEMO_GROUP_INVITEE,
      status: 'pending',
      enterprise: { name: 'Sunrise Coffee' },
      group: { name: 'Pacific Coffee Partners' },
    });
  });
});

describe('demo activity', () => {
  it("gives Northwind's Recruiter a month of activity for the Admin's report, once", async () => {
    await seedDemoData(ctx.database.db);
    // Rows of earlier requests may still be buffered: written first, so only the seed counts.
    await ctx.app.auditLog.flush();
    const seeded = await ctx.database.db.select({ n: count() }).from(auditEvents);
    await seedDemoData(ctx.database.db);
    expect(await ctx.database.db.select({ n: count() }).from(auditEvents)).toEqual(seeded);
    const admin = new TestClient(ctx.app);
    await admin.post('/login', { email: 'admin@hireloop.example', password: DEMO_PASSWORD });
    const [recruiter] = await ctx.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'recruiter@hireloop.example'));
    const report = (await admin.get(`/api/activities/${recruiter!.id}`)).json();
    expect(report.days).toHaveLength(30);
    for (const kind of [
      'sign_in',
      'opportunity_updated',
      'candidate_moved',
      'message_sent',
      'interview_held',
    ])
      expect(report.totals[kind], kind).toBeGreaterThan(0);
    expect(report.data[0].created_at <= new Date().toISOString()).toBe(true);
  });
});
