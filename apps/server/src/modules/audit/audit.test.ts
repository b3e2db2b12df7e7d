// The company audit log: what the hook records (and what it leaves out), who reads it, that nothing
// can change it through the API or the database, and that retention deletes only old rows.
import { and, desc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEvents } from '#server/db/schema.ts';
import { createSuperAdmin } from '#server-test/admin-factories.ts';
import { createUser, signedInClient } from '#server-test/factories.ts';
import { companyAppForThisFile } from '#server-test/file-app.ts';
import { publishableOpportunity } from '#server-test/opportunity-factories.ts';
import { purgeAuditEvents } from './audit-retention.ts';

const {
  ctx,
  companies: [company, rival],
} = await companyAppForThisFile('Audited Inc', 'Rival Rolls');
const db = ctx.database.db;
const admin = company.members['Company Admin'].client;
const recruiter = company.members.Recruiter;

async function rowsOf(userId: number) {
  await ctx.app.auditLog.flush();
  return db
    .select()
    .from(auditEvents)
    .where(eq(auditEvents.actorUserId, userId))
    .orderBy(desc(auditEvents.id));
}

describe('recording', () => {
  it('writes actor, company, action, target, time and address of a change', async () => {
    const started = Date.now();
    const created = await recruiter.client.post('/api/opportunities', publishableOpportunity, {
      ip: '198.51.100.7',
    });
    expect(created.statusCode).toBe(201);
    const [row] = await rowsOf(recruiter.user.id);
    expect(row).toMatchObject({
      actorUserId: recruiter.user.id,
      impersonatorUserId: null,
      companyId: company.id,
      action: 'POST /api/opportunities',
      kind: 'opportunity_created',
      target: '/api/opportunities',
      statusCode: 201,
      ipAddress: '198.51.100.7',
    });
    expect(row!.createdAt.getTime()).toBeGreaterThanOrEqual(started - 5);
  });

  it('records refused changes too, without a kind; never reads', async () => {
    const before = (await rowsOf(recruiter.user.id)).length;
    expect((await recruiter.client.post('/api/opportunities', { title: '' })).statusCode).toBe(422);
    expect((await recruiter.client.get('/api/opportunities')).statusCode).toBe(200);
    const rows = await rowsOf(recruiter.user.id);
    expect(rows).toHaveLength(before + 1);
    expect(rows[0]).toMatchObject({ action: 'POST /api/opportunities', statusCode: 422, kind: null });
  });

  it('leaves out users with no company (candidates)', async () => {
    const candidate = await createUser(ctx);
    const client = await signedInClient(ctx, candidate);
    await client.put('/api/users/self', { first_name: 'Cand' });
    expect(await rowsOf(candidate.id)).toEqual([]);
  });

  it('records sign-ins against the company the member lands in', async () => {
    await signedInClient(ctx, recruiter.user);
    const [row] = await rowsOf(recruiter.user.id);
    expect(row).toMatchObject({
      action: 'POST /login',
      kind: 'sign_in',
      companyId: company.id,
      statusCode: 200,
    });
  });
});

describe('reading', () => {
  it("is for the company's Admins (own company) and super admins", async () => {
    const own = await admin.get('/api/audit-events?per_page=100');
    expect(own.statusCode).toBe(200);
    const events = own.json().data as { company_id: number; actor: { id: number } | null }[];
    expect(events.length).toBeGreaterThan(0);
    expect(events.every((event) => event.company_id === company.id)).toBe(true);
    expect(events.some((event) => event.actor?.id === recruiter.user.id)).toBe(true);
    for (const role of ['Manager', 'Recruiter', 'Team Member'] as const) {
      expect((await company.members[role].client.get('/api/audit-events')).statusCode, role).toBe(403);
    }
    // Another company's Admin sees their own company's rows only.
    const theirs = (await rival.members['Company Admin'].client.get('/api/audit-events?per_page=100')).json();
    expect(theirs.data.every((event: { company_id: number }) => event.company_id === rival.id)).toBe(true);

    const superAdmin = await createSuperAdmin(ctx);
    const platform = await superAdmin.client.get(`/api/admin/companies/${company.id}/audit-events`);
    expect(platform.statusCode).toBe(200);
    expect(platform.json().meta.total).toBe(own.json().meta.total);
    const withoutTwoFactor = await createSuperAdmin(ctx, { twoFactor: false });
    expect(
      (await withoutTwoFactor.client.get(`/api/admin/companies/${company.id}/audit-events`)).statusCode,
    ).toBe(403);
    expect((await admin.get(`/api/admin/companies/${company.id}/audit-events`)).statusCode).toBe(403);
  });

  it('answers 422 on bad paging', async () => {
    expect((await admin.get('/api/audit-events?page=0')).statusCode).toBe(422);
    expect((await admin.get('/api/audit-events?per_page=%00')).statusCode).toBe(422);
  });
});

describe('immutability', () => {
  it('has no API that changes or removes rows', async () => {
    const [row] = await rowsOf(recruiter.user.id);
    for (const method of ['PUT', 'PATCH', 'DELETE', 'POST'] as const) {
      const onList = await admin.request(method, '/api/audit-events', {});
      const onRow = await admin.request(method, `/api/audit-events/${row!.id}`, {});
      expect([404, 405], `${method} list`).toContain(onList.statusCode);
      expect([404, 405], `${method} row`).toContain(onRow.statusCode);
      const onReport = await admin.request(method, `/api/activities/${recruiter.user.id}`, {});
      expect([404, 405], `${method} report`).toContain(onReport.statusCode);
    }
    const [still] = await db.select().from(auditEvents).where(eq(auditEvents.id, row!.id));
    expect(still).toEqual(row);
  });

  it('is refused by the database: updates always, deletes outside retention', async () => {
    const [row] = await rowsOf(recruiter.user.id);
    await expect(
      db.update(auditEvents).set({ target: 'x' }).where(eq(auditEvents.id, row!.id)),
    ).rejects.toThrow();
    await expect(db.delete(auditEvents).where(eq(auditEvents.id, row!.id))).rejects.toThrow();
    // Naming a cut-off does not open recent rows either.
    await expect(
      db.transaction(async (tx) => {
        await tx.execute(sql`select set_config('hireloop.audit_purge_before', '2001-01-01T00:00:00Z', true)`);
        await tx.delete(auditEvents).where(eq(auditEvents.id, row!.id));
      }),
    ).rejects.toThrow();
    expect(await db.select().from(auditEvents).where(eq(auditEvents.id, row!.id))).toHaveLength(1);
  });
});

describe('retention', () => {
  it('deletes the rows older than the retention period, and only those', async () => {
    const member = company.members['Team Member'].user;
    const now = new Date();
    const at = (days: number) => new Date(now.getTime() - days * 86_400_000);
    await db.insert(auditEvents).values(
      [400, 366, 364, 1].map((days) => ({
        actorUserId: member.id,
        companyId: company.id,
        action: `POST /old/${days}`,
        target: '/old',
        statusCode: 200,
        createdAt: at(days),
      })),
    );
    const oldRows = and(
      eq(auditEvents.actorUserId, member.id),
      sql`${auditEvents.action} like 'POST /old/%'`,
    );
    expect(await purgeAuditEvents(db, 0, now)).toBe(0);
    const deleted = await purgeAuditEvents(db, 365, now);
    expect(deleted).toBeGreaterThanOrEqual(2);
    const left = await db.select({ action: auditEvents.action }).from(auditEvents).where(oldRows);
    expect(left.map((row) => row.action).sort()).toEqual(['POST /old/1', 'POST /old/364']);
    // The cut-off was the job's own transaction: deletes are refused again after it.
    const [recent] = await db.select().from(auditEvents).where(oldRows);
    await expect(db.delete(auditEvents).where(eq(auditEvents.id, recent!.id))).rejects.toThrow();
  });

  it('runs as a scheduled job with the configured retention', async () => {
    const member = company.members.Manager.user;
    await db.insert(auditEvents).values({
      actorUserId: member.id,
      companyId: company.id,
      action: 'POST /ancient',
      target: '/ancient',
      statusCode: 200,
      createdAt: new Date(Date.now() - 800 * 86_400_000),
    });
    expect(ctx.config.AUDIT_RETENTION_DAYS).toBe(365);
    // A day on: the daily tick has come.
    await ctx.runJobs(new Date(Date.now() + 26 * 3_600_000));
    const ancient = await db.select().from(auditEvents).where(eq(auditEvents.action, 'POST /ancient'));
    expect(ancient).toEqual([]);
  });
});
