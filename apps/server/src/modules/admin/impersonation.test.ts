// Impersonation over the real app: never another super admin, the session shows it, password,
// two-factor and billing changes refused, every request audited (append-only), stop returns to the
// admin session.
import {
  CANNOT_IMPERSONATE_SUPER_ADMIN,
  IMPERSONATION_REFUSED,
  NOT_IMPERSONATING,
  SUPER_ADMIN_REQUIRED,
} from '@hireloop/shared/admin';
import { desc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEvents, users } from '#server/db/schema.ts';
import { createSuperAdmin } from '#server-test/admin-factories.ts';
import { createUser, DEFAULT_PASSWORD } from '#server-test/factories.ts';
import { appForThisFile } from '#server-test/file-app.ts';
import { addMember, createTestCompany } from '#server-test/tenancy-factories.ts';

const ctx = await appForThisFile();
const db = ctx.database.db;
const company = await createTestCompany(ctx, 'Impersonated Inc');
const recruiter = company.members.Recruiter.user;

const auditOf = (impersonatorId: number) =>
  db
    .select()
    .from(auditEvents)
    .where(eq(auditEvents.impersonatorUserId, impersonatorId))
    .orderBy(desc(auditEvents.id));

async function impersonating() {
  const admin = await createSuperAdmin(ctx);
  const response = await admin.client.post(`/api/admin/impersonate/${recruiter.id}`);
  expect(response.statusCode).toBe(200);
  expect(response.json().redirect).toBe('/company-dashboard');
  return admin;
}

describe('starting', () => {
  it('acts as the user: the session is theirs and says it is impersonated', async () => {
    const { client } = await impersonating();
    const self = (await client.get('/api/users/self')).json();
    expect(self).toMatchObject({ id: recruiter.id, impersonate: true, is_super_admin: false });
    expect((await client.get('/api/opportunities')).statusCode).toBe(200);
    // The admin area is closed while acting as someone else.
    expect((await client.get('/api/admin/stats')).json()).toEqual({ message: SUPER_ADMIN_REQUIRED });
  });

  it('lands where the user lands when signing in themselves', async () => {
    // Each start replaces the admin's session, so each case has its own admin.
    const landingOf = async (userId: number) => {
      const { client } = await createSuperAdmin(ctx);
      return (await client.post(`/api/admin/impersonate/${userId}`)).json().redirect;
    };
    expect(await landingOf((await createUser(ctx)).id)).toBe('/dashboard');
    // A member with no active account chooses one first, as after signing in.
    const member = (await addMember(ctx, company.id, 'Team Member')).user;
    await db.update(users).set({ activeCompanyId: null }).where(eq(users.id, member.id));
    expect(await landingOf(member.id)).toBe('/launch-pad');
  });

  it('never impersonates a super admin, and 404s an unknown user', async () => {
    const { user, client } = await createSuperAdmin(ctx);
    const other = await createSuperAdmin(ctx);
    const refused = await client.post(`/api/admin/impersonate/${other.user.id}`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: CANNOT_IMPERSONATE_SUPER_ADMIN });
    expect((await client.post('/api/admin/impersonate/999999999')).statusCode).toBe(404);
    expect((await client.post('/api/admin/impersonate/0')).statusCode).toBe(422);
    expect((await client.get('/api/users/self')).json()).toMatchObject({ id: user.id, impersonate: false });
  });

  it('is for super admins with two-factor only', async () => {
    const noTwoFactor = await createSuperAdmin(ctx, { twoFactor: false });
    expect((await noTwoFactor.client.post(`/api/admin/impersonate/${recruiter.id}`)).statusCode).toBe(403);
    const manager = company.members.Manager.client;
    expect((await manager.post(`/api/admin/impersonate/${recruiter.id}`)).statusCode).toBe(403);
  });
});

describe('while impersonating', () => {
  it('refuses password, two-factor and billing changes', async () => {
    const { client } = await impersonating();
    const calls = [
      () =>
        client.put('/user/password', {
          current_password: DEFAULT_PASSWORD,
          password: 'a brand new passphrase',
          password_confirmation: 'a brand new passphrase',
        }),
      () => client.post('/user/two-factor-authentication'),
      () => client.delete('/user/two-factor-authentication'),
      () => client.post('/user/confirmed-two-factor-authentication', { code: '123456' }),
      () => client.post('/user/two-factor-recovery-codes'),
      () => client.post('/api/billing/resubscribe'),
      () => client.put('/api/billing/spend-cap', { spend_cap_cents: 100 }),
    ];
    for (const call of calls) {
      const response = await call();
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: IMPERSONATION_REFUSED });
    }
    // Reading stays open, so the admin sees what the user sees.
    expect((await client.get('/user/confirmed-password-status')).statusCode).toBe(200);
  });

  it('records every request in the audit log: actor, impersonator, company, action, target, IP', async () => {
    const { user: admin, client } = await impersonating();
    await client.get('/api/opportunities?page=1');
    // The client's files are not the person's actions.
    await client.get('/favicon.svg');
    await client.put('/user/password', { current_password: 'x', password: 'y', password_confirmation: 'y' });
    const rows = await auditOf(admin.id);
    expect(rows.length).toBe(3);
    const [refused, listed, started] = rows;
    expect(started).toMatchObject({
      actorUserId: recruiter.id,
      impersonatorUserId: admin.id,
      action: 'POST /api/admin/impersonate/:userId',
      statusCode: 200,
    });
    expect(listed).toMatchObject({
      actorUserId: recruiter.id,
      companyId: company.id,
      action: 'GET /api/opportunities',
      target: '/api/opportunities?page=1',
      statusCode: 200,
    });
    expect(listed!.ipAddress).toBeTruthy();
    expect(refused).toMatchObject({ action: 'PUT /user/password', statusCode: 403 });
  });

  it('keeps the audit log append-only: updates and deletes are refused by the database', async () => {
    const { user: admin } = await impersonating();
    const [row] = await auditOf(admin.id);
    await expect(
      db.update(auditEvents).set({ action: 'rewritten' }).where(eq(auditEvents.id, row!.id)),
    ).rejects.toThrow();
    await expect(db.delete(auditEvents).where(eq(auditEvents.id, row!.id))).rejects.toThrow();
    const [still] = await db
      .select({ action: auditEvents.action })
      .from(auditEvents)
      .where(eq(auditEvents.id, row!.id));
    expect(still!.action).toBe('POST /api/admin/impersonate/:userId');
  });
});

describe('stopping', () => {
  it('returns to the admin session and records the stop', async () => {
    const { user: admin, client } = await impersonating();
    const stopped = await client.post('/api/admin/stop-impersonation');
    expect(stopped.statusCode).toBe(200);
    expect(stopped.json().redirect).toBe('/admin/dashboard');
    expect((await client.get('/api/users/self')).json()).toMatchObject({ id: admin.id, impersonate: false });
    expect((await client.get('/api/admin/stats')).statusCode).toBe(200);
    const [last] = await auditOf(admin.id);
    expect(last).toMatchObject({ action: 'impersonation stopped', actorUserId: recruiter.id });
    const [{ count }] = (await db
      .select({ count: sql<number>`count(*)::int` })
      .from(auditEvents)
      .where(eq(auditEvents.impersonatorUserId, admin.id))) as [{ count: number }];
    expect(count).toBe(2);
  });

  it('answers 403 when nobody is impersonated', async () => {
    const { client } = await createSuperAdmin(ctx);
    const response = await client.post('/api/admin/stop-impersonation');
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: NOT_IMPERSONATING });
  });
});
