// The User Activity Report over the real audit hook: who may read it, its figures per day and kind,
// its filters and pages, the CSV, and bad input.
import { ACTIVITY_KINDS } from '@hireloop/shared/activities';
import { describe, expect, it } from 'vitest';
import { auditEvents } from '#server/db/schema.ts';
import { createUser, signedInClient } from '#server-test/factories.ts';
import { companyAppForThisFile } from '#server-test/file-app.ts';
import { publishableOpportunity } from '#server-test/opportunity-factories.ts';

const {
  ctx,
  companies: [company, rival],
} = await companyAppForThisFile('Activity Inc', 'Rival Rolls');
const db = ctx.database.db;
const admin = company.members['Company Admin'].client;
const recruiter = company.members.Recruiter;

const today = new Date().toISOString().slice(0, 10);
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

// What the Recruiter did, through the API: an opportunity created and edited, and a refused edit.
const created = await recruiter.client.post('/api/opportunities', publishableOpportunity);
expect(created.statusCode).toBe(201);
const opportunityId = created.json().id as number;
expect(
  (await recruiter.client.put(`/api/opportunities/${opportunityId}`, { title: 'Head Cook' })).statusCode,
).toBe(200);
expect((await recruiter.client.put(`/api/opportunities/${opportunityId}`, { title: '' })).statusCode).toBe(
  422,
);
// Reading is not a change: never in the log.
expect((await recruiter.client.get('/api/opportunities')).statusCode).toBe(200);
// Earlier activity (rows as the hook writes them), three days ago, one with a formula-like target.
await ctx.app.auditLog.flush();
await db.insert(auditEvents).values([
  ...[1, 2].map(() => ({
    actorUserId: recruiter.user.id,
    companyId: company.id,
    action: 'POST /api/conversations/:uuid/messages',
    kind: 'message_sent',
    target: '/api/conversations/abc/messages',
    statusCode: 201,
    ipAddress: '203.0.113.9',
    createdAt: daysAgo(3),
  })),
  {
    actorUserId: recruiter.user.id,
    companyId: company.id,
    action: 'POST /api/offers/:id/send',
    kind: 'offer_sent',
    target: '=HYPERLINK("http://evil")',
    statusCode: 200,
    ipAddress: '203.0.113.9',
    createdAt: daysAgo(3),
  },
  // The same person's activity in another company is not this company's.
  {
    actorUserId: recruiter.user.id,
    companyId: rival.id,
    action: 'POST /api/opportunities',
    kind: 'opportunity_created',
    target: '/api/opportunities',
    statusCode: 201,
    ipAddress: null,
    createdAt: daysAgo(1),
  },
]);

const reportUrl = (query = '') => `/api/activities/${recruiter.user.id}${query}`;

describe('access', () => {
  it('is for the Company Admin only', async () => {
    expect((await admin.get(reportUrl())).statusCode).toBe(200);
    for (const role of ['Manager', 'Recruiter', 'Team Member'] as const) {
      const response = await company.members[role].client.get(reportUrl());
      expect(response.statusCode, role).toBe(403);
      expect(response.json().message).toBe("Only a Company Admin may read a team member's activity.");
      expect((await company.members[role].client.get(`${reportUrl()}/export`)).statusCode, role).toBe(403);
    }
  });

  it('answers 404 for someone outside the company, another tenant included', async () => {
    const otherAdmin = rival.members['Company Admin'].client;
    expect((await otherAdmin.get(reportUrl())).statusCode).toBe(404);
    expect((await otherAdmin.get(`${reportUrl()}/export`)).statusCode).toBe(404);
    expect((await admin.get(`/api/activities/${rival.members.Recruiter.user.id}`)).statusCode).toBe(404);
    expect((await admin.get('/api/activities/999999999')).statusCode).toBe(404);
  });

  it('needs a company and a sign-in', async () => {
    const candidate = await signedInClient(ctx, await createUser(ctx));
    expect((await candidate.get(reportUrl())).statusCode).toBe(403);
    const { TestClient } = await import('#server-test/http-client.ts');
    expect((await new TestClient(ctx.app).get(reportUrl())).statusCode).toBe(401);
  });
});

describe('figures', () => {
  it('counts what the member did per kind and per day, in this company only', async () => {
    const response = await admin.get(reportUrl());
    expect(response.statusCode).toBe(200);
    const report = response.json();
    expect(report.member).toMatchObject({ id: recruiter.user.id, role: 'Recruiter' });
    expect(report.period).toEqual({ from: isoDay(daysAgo(29)), to: today });
    expect(report.totals).toEqual({
      sign_in: 1,
      opportunity_created: 1,
      opportunity_updated: 1,
      candidate_moved: 0,
      message_sent: 2,
      interview_held: 0,
      offer_sent: 1,
    });
    expect(report.days).toHaveLength(30);
    const byDate = Object.fromEntries(
      report.days.map((day: { date: string; counts: object }) => [day.date, day.counts]),
    );
    expect(byDate[isoDay(daysAgo(3))]).toMatchObject({ message_sent: 2, offer_sent: 1 });
    expect(byDate[today]).toMatchObject({ sign_in: 1, opportunity_created: 1, opportunity_updated: 1 });
    expect(byDate[isoDay(daysAgo(1))]).toEqual(Object.fromEntries(ACTIVITY_KINDS.map((kind) => [kind, 0])));
    // Successful changes only: the refused edit and the list read are not there.
    expect(report.meta.total).toBe(6);
    expect(report.data.map((event: { status_code: number }) => event.status_code < 400)).not.toContain(false);
    const [newest] = report.data;
    expect(newest).toMatchObject({
      kind: 'opportunity_updated',
      label: 'Opportunity edited',
      action: 'PUT /api/opportunities/:id',
      target: `/api/opportunities/${opportunityId}`,
      impersonator: null,
    });
    expect(newest.ip_address).toBeTruthy();
  });

  it('filters by kind and period and pages the list', async () => {
    const messages = (await admin.get(reportUrl('?kind=message_sent'))).json();
    expect(messages.meta.total).toBe(2);
    expect(messages.data.every((event: { kind: string }) => event.kind === 'message_sent')).toBe(true);
    const lastTwoDays = (await admin.get(reportUrl(`?from=${isoDay(daysAgo(1))}&to=${today}`))).json();
    expect(lastTwoDays.days).toHaveLength(2);
    expect(lastTwoDays.totals.message_sent).toBe(0);
    expect(lastTwoDays.meta.total).toBe(3);
    const page2 = (await admin.get(reportUrl('?per_page=4&page=2'))).json();
    expect(page2.meta).toMatchObject({ current_page: 2, per_page: 4, total: 6, last_page: 2 });
    expect(page2.data).toHaveLength(2);
    const pastTheEnd = (await admin.get(reportUrl('?per_page=4&page=9'))).json();
    expect(pastTheEnd.data).toEqual([]);
    expect(pastTheEnd.meta.total).toBe(6);
  });

  it('records a state-changing request of a company user once, with its declared kind', async () => {
    const before = (await admin.get(reportUrl('?kind=opportunity_updated'))).json().meta.total;
    await recruiter.client.put(`/api/opportunities/${opportunityId}`, { title: 'Sous Chef' });
    const after = (await admin.get(reportUrl('?kind=opportunity_updated'))).json().meta.total;
    expect(after).toBe(before + 1);
  });
});

describe('bad input', () => {
  it.each([
    ['?from=2026-02-30', 'from'],
    ['?from=2026-03-10&to=2026-03-01', 'to'],
    ['?from=2024-01-01&to=2026-01-01', 'from'],
    ['?kind=%00', 'kind'],
    ['?page=0', 'page'],
    ['?per_page=100000', 'per_page'],
    ['?to=99999-01-01', 'to'],
  ])('%s answers 422 on %s', async (query, field) => {
    const response = await admin.get(reportUrl(query));
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toHaveProperty(field);
  });

  it('refuses a user id that is not a number', async () => {
    expect((await admin.get('/api/activities/abc')).statusCode).toBe(422);
    expect((await admin.get('/api/activities/99999999999999999999')).statusCode).toBe(422);
  });
});

describe('CSV export', () => {
  it('streams the events of the period, formulas defused', async () => {
    const response = await admin.get(`${reportUrl()}/export`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="activity-Recruiter-/);
    const lines = response.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe('time,activity,action,target,status,ip_address,impersonated_by');
    expect(lines).toHaveLength(1 + 7);
    expect(lines.find((line) => line.includes('Offer sent'))).toContain(`"'=HYPERLINK(""http://evil"")"`);
    const filtered = await admin.get(`${reportUrl()}/export?kind=message_sent`);
    expect(filtered.body.trimEnd().split('\r\n')).toHaveLength(3);
  });

  it('reads a long list in chunks, every row once', async () => {
    const member = company.members['Team Member'].user;
    const at = daysAgo(2).getTime();
    await db.insert(auditEvents).values(
      Array.from({ length: 1203 }, (_, index) => ({
        actorUserId: member.id,
        companyId: company.id,
        action: 'POST /api/conversations/:uuid/messages',
        kind: 'message_sent',
        // Pairs share a time, so the keyset must order by id within a time too.
        target: `/api/conversations/${index}/messages`,
        statusCode: 201,
        createdAt: new Date(at - Math.floor(index / 2) * 1000),
      })),
    );
    const response = await admin.get(`/api/activities/${member.id}/export?kind=message_sent`);
    const targets = response.body
      .trimEnd()
      .split('\r\n')
      .slice(1)
      .map((line) => line.split(',')[3]);
    expect(targets).toHaveLength(1203);
    expect(new Set(targets).size).toBe(1203);
  });

  it('answers 422 on a bad period', async () => {
    expect((await admin.get(`${reportUrl()}/export?from=2026-13-01`)).statusCode).toBe(422);
  });
});
