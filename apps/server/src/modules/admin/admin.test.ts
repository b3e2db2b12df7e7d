// The admin area over the real app: super admin with two-factor only (each other kind of user 403
// with the reason), the CLI's grant and revoke, the figures, search, a company's view and the
// support actions, bad input 422.
import { SUPER_ADMIN_REQUIRED, SUPER_ADMIN_TWO_FACTOR_REQUIRED } from '@hireloop/shared/admin';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { billableEntities, invoices, users } from '#server/db/schema.ts';
import { resetClock } from '#server/lib/clock.ts';
import { createSuperAdmin } from '#server-test/admin-factories.ts';
import { createUser, reloadUser, uniqueIp } from '#server-test/factories.ts';
import { appForThisFile } from '#server-test/file-app.ts';
import { TestClient } from '#server-test/http-client.ts';
import { createTestCompany } from '#server-test/tenancy-factories.ts';
import { setSuperAdmin } from './super-admins.ts';

const ctx = await appForThisFile();
const db = ctx.database.db;
const DAY_MS = 86_400_000;
afterEach(() => resetClock());

const entityOf = async (companyId: number) =>
  (await db.select().from(billableEntities).where(eq(billableEntities.companyId, companyId)))[0]!;

const ADMIN_CALLS: [method: 'get' | 'post', url: string, body?: unknown][] = [
  ['get', '/api/admin/stats'],
  ['get', '/api/admin/users?search=a'],
  ['get', '/api/admin/companies?search=a'],
  ['get', '/api/admin/companies/1'],
  ['post', '/api/admin/companies/1/extend-trial', { days: 7 }],
  ['post', '/api/admin/companies/1/unlock'],
  ['post', '/api/admin/impersonate/1'],
];

describe('who may use the admin area', () => {
  it('refuses guests with 401 and every company role with 403 and the reason', async () => {
    const guest = new TestClient(ctx.app, uniqueIp());
    expect((await guest.get('/api/admin/stats')).statusCode).toBe(401);
    const company = await createTestCompany(ctx, 'Outsiders Ltd');
    for (const member of Object.values(company.members)) {
      for (const [method, url, body] of ADMIN_CALLS) {
        const response =
          method === 'get' ? await member.client.get(url) : await member.client.post(url, body);
        expect(response.statusCode, `${method} ${url}`).toBe(403);
        expect(response.json()).toEqual({ message: SUPER_ADMIN_REQUIRED });
      }
    }
  });

  it('refuses a super admin without two-factor with a clear reason, on every call', async () => {
    const { client } = await createSuperAdmin(ctx, { twoFactor: false });
    for (const [method, url, body] of ADMIN_CALLS) {
      const response = method === 'get' ? await client.get(url) : await client.post(url, body);
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(response.json()).toEqual({ message: SUPER_ADMIN_TWO_FACTOR_REQUIRED });
    }
  });

  it('re-checks on every call: a revoked super admin is refused at once', async () => {
    const { user, client } = await createSuperAdmin(ctx);
    expect((await client.get('/api/admin/stats')).statusCode).toBe(200);
    await setSuperAdmin(db, user.email, false);
    expect((await client.get('/api/admin/stats')).statusCode).toBe(403);
  });
});

describe('granting super admin rights (the CLI)', () => {
  it('grants and revokes by email, case-insensitively, and reports an unknown email', async () => {
    const user = await createUser(ctx);
    expect(await setSuperAdmin(db, user.email.toUpperCase(), true)).toBe('granted');
    expect((await reloadUser(ctx, user.id)).isSuperAdmin).toBe(true);
    expect(await setSuperAdmin(db, user.email, true)).toBe('unchanged');
    expect(await setSuperAdmin(db, user.email, false)).toBe('revoked');
    expect((await reloadUser(ctx, user.id)).isSuperAdmin).toBe(false);
    expect(await setSuperAdmin(db, 'nobody-here@example.com', true)).toBe('no-such-user');
  });

  it('has no API: no route grants or revokes the flag', () => {
    const routes = ctx.app.printRoutes({ commonPrefix: false });
    expect(routes).not.toMatch(/grant|revoke|super/i);
  });
});

describe('figures and search', () => {
  it('counts sign-ups by day, active companies, trials ending and invoices', async () => {
    const { client } = await createSuperAdmin(ctx);
    const company = await createTestCompany(ctx, 'Figures Inc');
    const entity = await entityOf(company.id);
    await db
      .update(billableEntities)
      .set({ trialEndsAt: new Date(Date.now() + 3 * DAY_MS) })
      .where(eq(billableEntities.id, entity.id));
    await db.insert(invoices).values([
      {
        billableEntityId: entity.id,
        number: `T-${entity.id}-1`,
        periodStart: new Date(Date.now() - 40 * DAY_MS),
        periodEnd: new Date(Date.now() - 20 * DAY_MS),
        status: 'payment_failed',
        totalCents: 1200,
        issuedAt: new Date(Date.now() - 20 * DAY_MS),
      },
      {
        billableEntityId: entity.id,
        number: `T-${entity.id}-2`,
        periodStart: new Date(Date.now() - 20 * DAY_MS),
        periodEnd: new Date(),
        status: 'missing_payment_method',
        totalCents: 800,
        issuedAt: new Date(),
      },
    ]);
    const response = await client.get('/api/admin/stats');
    expect(response.statusCode).toBe(200);
    const stats = response.json();
    expect(stats.signups_by_day).toHaveLength(30);
    const today = new Date().toISOString().slice(0, 10);
    expect(stats.signups_by_day.at(-1).date).toBe(today);
    expect(stats.signups_by_day.at(-1).count).toBeGreaterThanOrEqual(5);
    expect(stats.signups_last_30_days).toBeGreaterThanOrEqual(5);
    expect(stats.active_companies).toBeGreaterThanOrEqual(1);
    expect(stats.trials_ending_7_days).toBeGreaterThanOrEqual(1);
    expect(stats.open_invoices).toBeGreaterThanOrEqual(2);
    expect(stats.overdue_invoices).toBeGreaterThanOrEqual(1);
    expect(stats.overdue_invoices).toBeLessThan(stats.open_invoices);
    expect(stats.invoiced_this_month_cents).toBeGreaterThanOrEqual(800);
    expect(typeof stats.jobs_waiting).toBe('number');
    expect(typeof stats.jobs_failed).toBe('number');
  });

  it('searches users by name or email and companies by name, paginated, wildcards literal', async () => {
    const { client } = await createSuperAdmin(ctx);
    const user = await createUser(ctx, { firstName: 'Zebulon', lastName: 'Quarrington' });
    await createTestCompany(ctx, 'Quarrington 100% Widgets');
    const byName = (await client.get('/api/admin/users?search=zebulon quarr')).json();
    expect(byName.data.map((u: { id: number }) => u.id)).toEqual([user.id]);
    const byEmail = (await client.get(`/api/admin/users?search=${encodeURIComponent(user.email)}`)).json();
    expect(byEmail.meta.total).toBe(1);
    const companies = (await client.get('/api/admin/companies?search=100%25')).json();
    expect(companies.data).toHaveLength(1);
    expect(companies.data[0]).toMatchObject({ name: 'Quarrington 100% Widgets', members: 4, locked: false });
    expect((await client.get('/api/admin/companies?search=1_0')).json().data).toHaveLength(0);
    expect((await client.get('/api/admin/users?per_page=1')).json().data).toHaveLength(1);
  });

  it('answers 422 for bad search input', async () => {
    const { client } = await createSuperAdmin(ctx);
    expect((await client.get('/api/admin/users?search=a%00b')).statusCode).toBe(422);
    expect((await client.get(`/api/admin/companies?search=${'x'.repeat(101)}`)).statusCode).toBe(422);
    expect((await client.get('/api/admin/users?page=0')).statusCode).toBe(422);
  });
});

describe('a company and its support actions', () => {
  it('shows members, billing, invoices and the lock state; 404 for an unknown company', async () => {
    const { client } = await createSuperAdmin(ctx);
    const company = await createTestCompany(ctx, 'Viewed Co');
    const detail = (await client.get(`/api/admin/companies/${company.id}`)).json();
    expect(detail).toMatchObject({ id: company.id, name: 'Viewed Co', locked: false, lock_reason: null });
    expect(detail.member_list.map((m: { role: string }) => m.role).sort()).toEqual(
      ['Company Admin', 'Manager', 'Recruiter', 'Team Member'].sort(),
    );
    expect(detail.invoices).toEqual([]);
    expect((await client.get('/api/admin/companies/999999999')).statusCode).toBe(404);
    expect((await client.get('/api/admin/companies/abc')).statusCode).toBe(422);
  });

  it('extends a trial from its end, or from now once it has ended; 422 for bad days', async () => {
    const { client } = await createSuperAdmin(ctx);
    const company = await createTestCompany(ctx, 'Trial Co');
    const before = (await entityOf(company.id)).trialEndsAt!;
    const response = await client.post(`/api/admin/companies/${company.id}/extend-trial`, { days: 14 });
    expect(response.statusCode).toBe(200);
    expect((await entityOf(company.id)).trialEndsAt!.getTime()).toBe(before.getTime() + 14 * DAY_MS);
    expect(response.json().trial_ends_at).toBe(new Date(before.getTime() + 14 * DAY_MS).toISOString());

    await db
      .update(billableEntities)
      .set({ trialEndsAt: new Date(Date.now() - 30 * DAY_MS) })
      .where(eq(billableEntities.companyId, company.id));
    const startedAt = Date.now();
    await client.post(`/api/admin/companies/${company.id}/extend-trial`, { days: 7 });
    expect((await entityOf(company.id)).trialEndsAt!.getTime()).toBeGreaterThanOrEqual(
      startedAt + 7 * DAY_MS,
    );

    for (const body of [{ days: 0 }, { days: 91 }, { days: 1.5 }, { days: '7' }, {}]) {
      const bad = await client.post(`/api/admin/companies/${company.id}/extend-trial`, body);
      expect(bad.statusCode, JSON.stringify(body)).toBe(422);
      expect(bad.json().errors.days).toBeDefined();
    }
    expect((await client.post('/api/admin/companies/999999999/extend-trial', { days: 1 })).statusCode).toBe(
      404,
    );
  });

  it('unlocks a company locked by an overdue invoice or a cancellation', async () => {
    const { client } = await createSuperAdmin(ctx);
    const company = await createTestCompany(ctx, 'Locked Co');
    const recruiter = company.members.Recruiter.client;
    await db
      .update(billableEntities)
      .set({ firstUnpaidInvoiceAt: new Date(Date.now() - 11 * DAY_MS) })
      .where(eq(billableEntities.companyId, company.id));
    expect((await recruiter.get('/api/opportunities')).statusCode).toBe(402);
    const locked = (await client.get(`/api/admin/companies/${company.id}`)).json();
    expect(locked).toMatchObject({ locked: true, lock_reason: 'invoice_overdue' });

    const unlocked = await client.post(`/api/admin/companies/${company.id}/unlock`);
    expect(unlocked.statusCode).toBe(200);
    expect(unlocked.json()).toMatchObject({ locked: false, lock_reason: null });
    expect((await recruiter.get('/api/opportunities')).statusCode).toBe(200);

    await db
      .update(billableEntities)
      .set({ cancellationAt: new Date(Date.now() - DAY_MS) })
      .where(eq(billableEntities.companyId, company.id));
    expect((await client.get(`/api/admin/companies/${company.id}`)).json().lock_reason).toBe('cancelled');
    await client.post(`/api/admin/companies/${company.id}/unlock`);
    expect((await entityOf(company.id)).cancellationAt).toBeNull();
  });
});

describe('the users list', () => {
  it('shows each user’s super admin and two-factor state', async () => {
    const { user, client } = await createSuperAdmin(ctx);
    const found = (await client.get(`/api/admin/users?search=${encodeURIComponent(user.email)}`)).json();
    expect(found.data[0]).toMatchObject({ id: user.id, is_super_admin: true, two_factor_enabled: true });
    const [row] = await db.select().from(users).where(eq(users.id, user.id));
    expect(row!.isSuperAdmin).toBe(true);
  });
});

describe('the demo super admin', () => {
  it('is seeded once with the documented two-factor secret and reaches the admin area', async () => {
    const { DEMO_SUPER_ADMIN_EMAIL, DEMO_SUPER_ADMIN_TOTP_SECRET, seedDemoSuperAdmin } = await import(
      '#server/db/seed/demo-super-admin.ts'
    );
    const { DEMO_PASSWORD } = await import('#server/db/seed/demo-candidate.ts');
    const { totpCode } = await import('#server-test/two-factor-helpers.ts');
    const first = await seedDemoSuperAdmin(db, ctx.deps.keyring);
    expect(await seedDemoSuperAdmin(db, ctx.deps.keyring)).toEqual(first);
    expect(await db.select().from(users).where(eq(users.email, DEMO_SUPER_ADMIN_EMAIL))).toHaveLength(1);

    const client = new TestClient(ctx.app, uniqueIp());
    const login = await client.post('/login', { email: DEMO_SUPER_ADMIN_EMAIL, password: DEMO_PASSWORD });
    expect(login.json()).toMatchObject({ two_factor: true });
    const challenge = await client.post('/two-factor-challenge', {
      code: totpCode(DEMO_SUPER_ADMIN_TOTP_SECRET),
    });
    expect(challenge.statusCode).toBe(200);
    expect((await client.get('/api/admin/stats')).statusCode).toBe(200);
  });
});
