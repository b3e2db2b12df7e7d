// The `deleted` lock (SPEC.md §3 "Account Deleted, Re-subscribe", decision 114): a super admin
// deletes a company's account; its company calls answer 402 with lock_reason `deleted` (billing
// stays open), the period running at the deletion is billed once and no other starts, a trial
// deleted early owes nothing, and re-subscribing lets everyone back in with a new period.
import { LOCK_REASONS } from '@hireloop/shared/billing';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createPaymentGateway } from '#server/adapters/payments/create-payment-gateway.ts';
import { auditEvents, billableEntities, billingAccounts, invoices } from '#server/db/schema.ts';
import { runBillingCycle } from '#server/modules/billing/billing-cycle.ts';
import { createSuperAdmin } from '#server-test/admin-factories.ts';
import { appForThisFile } from '#server-test/file-app.ts';
import { createTestCompany, type TestCompany } from '#server-test/tenancy-factories.ts';

const ctx = await appForThisFile();
const db = ctx.database.db;
const DAY_MS = 86_400_000;
const gateway = createPaymentGateway(ctx.config, db);
const deps = { db, gateway, appUrl: ctx.config.appUrl };
const CLOSED = '9999-01-01T00:00:00.000Z';

async function entityOf(company: TestCompany) {
  const [row] = await db.select().from(billableEntities).where(eq(billableEntities.companyId, company.id));
  return row!;
}
async function accountOf(entityId: number) {
  const [row] = await db.select().from(billingAccounts).where(eq(billingAccounts.billableEntityId, entityId));
  return row!;
}
const invoicesOf = (entityId: number) =>
  db.select().from(invoices).where(eq(invoices.billableEntityId, entityId));

/** A company past its trial, five days into a period, with a card on file. */
async function payingCompany(name: string) {
  const company = await createTestCompany(ctx, name);
  await company.members['Company Admin'].client.put('/api/billing/payment-method', {
    card_number: '4242424242424242',
    exp_month: 12,
    exp_year: 2040,
    cvc: '123',
  });
  await company.members['Company Admin'].client.put('/api/billing/address', {
    name,
    line_1: '1 Main St',
    city: 'Portland',
    postal_code: '97201',
    country: 'US',
  });
  const entity = await entityOf(company);
  const now = Date.now();
  await db
    .update(billableEntities)
    .set({ trialEndsAt: new Date(now - 40 * DAY_MS) })
    .where(eq(billableEntities.id, entity.id));
  await db
    .update(billingAccounts)
    .set({ periodStartsAt: new Date(now - 5 * DAY_MS), nextCloseAt: new Date(now + 20 * DAY_MS) })
    .where(eq(billingAccounts.billableEntityId, entity.id));
  return { company, entity };
}

describe('the deleted lock', () => {
  it('locks a deleted account, bills its last period once, and re-subscribing lets it back in', async () => {
    const { user, client } = await createSuperAdmin(ctx);
    const { company, entity } = await payingCompany('Deleted Bakery');
    const recruiter = company.members.Recruiter.client;
    const admin = company.members['Company Admin'].client;

    const deleted = await client.post(`/api/admin/companies/${company.id}/delete`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toMatchObject({ locked: true, lock_reason: 'deleted' });
    const [audit] = await db.select().from(auditEvents).where(eq(auditEvents.actorUserId, user.id));
    expect(audit).toMatchObject({
      action: 'POST /api/admin/companies/:id/delete',
      companyId: company.id,
      statusCode: 200,
    });

    const blocked = await recruiter.get('/api/opportunities');
    expect(blocked.statusCode).toBe(402);
    expect(blocked.json()).toMatchObject({ message: LOCK_REASONS.deleted, lock_reason: 'deleted' });
    expect(LOCK_REASONS.deleted).toBe('Account Deleted, Re-subscribe');
    expect((await admin.get('/api/billing')).json()).toMatchObject({ lock_reason: 'deleted' });
    const me = (await recruiter.get('/api/users/self')).json();
    expect(JSON.stringify(me)).toContain('"deleted_at":"');

    // The running period ends at the deletion and is billed once; none starts after it.
    const deletedAt = (await entityOf(company)).deletedAt!;
    expect((await accountOf(entity.id)).nextCloseAt).toEqual(deletedAt);
    await runBillingCycle(deps, new Date(Date.now() + 60_000), entity.id);
    await runBillingCycle(deps, new Date(Date.now() + 60 * DAY_MS), entity.id);
    const bills = await invoicesOf(entity.id);
    expect(bills).toHaveLength(1);
    expect(bills[0]).toMatchObject({ periodEnd: deletedAt, status: 'paid' });
    expect((await accountOf(entity.id)).nextCloseAt.toISOString()).toBe(CLOSED);

    const again = await client.post(`/api/admin/companies/${company.id}/delete`);
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.company).toEqual(['This account is already deleted.']);

    // Only a Company Admin re-subscribes; then everyone is back, in a new period.
    expect((await recruiter.post('/api/billing/resubscribe')).statusCode).toBe(403);
    const back = await admin.post('/api/billing/resubscribe');
    expect(back.statusCode).toBe(200);
    expect(back.json().lock_reason).toBeNull();
    expect((await recruiter.get('/api/opportunities')).statusCode).toBe(200);
    const reopened = await accountOf(entity.id);
    expect(reopened.nextCloseAt.getTime()).toBeGreaterThan(Date.now());
    expect(reopened.periodStartsAt.getTime()).toBeGreaterThan(deletedAt.getTime());
  });

  it('closes a trial deleted before it ended without an invoice, and a super admin can unlock', async () => {
    const { client } = await createSuperAdmin(ctx);
    const company = await createTestCompany(ctx, 'Short Trial Co');
    const entity = await entityOf(company);
    expect((await client.post(`/api/admin/companies/${company.id}/delete`)).statusCode).toBe(200);
    await runBillingCycle(deps, new Date(entity.trialEndsAt!.getTime() + DAY_MS), entity.id);
    expect(await invoicesOf(entity.id)).toHaveLength(0);
    expect((await accountOf(entity.id)).nextCloseAt.toISOString()).toBe(CLOSED);
    const unlocked = await client.post(`/api/admin/companies/${company.id}/unlock`);
    expect(unlocked.json()).toMatchObject({ locked: false, lock_reason: null });
    expect((await company.members.Recruiter.client.get('/api/opportunities')).statusCode).toBe(200);
    expect((await accountOf(entity.id)).nextCloseAt.getTime()).toBeLessThan(new Date(CLOSED).getTime());
  });

  it('is for super admins with two-factor only; an unknown company is 404', async () => {
    const company = await createTestCompany(ctx, 'Undeletable Co');
    for (const member of Object.values(company.members)) {
      expect((await member.client.post(`/api/admin/companies/${company.id}/delete`)).statusCode).toBe(403);
    }
    const { client: noTwoFactor } = await createSuperAdmin(ctx, { twoFactor: false });
    expect((await noTwoFactor.post(`/api/admin/companies/${company.id}/delete`)).statusCode).toBe(403);
    expect((await entityOf(company)).deletedAt).toBeNull();
    const { client } = await createSuperAdmin(ctx);
    expect((await client.post('/api/admin/companies/999999999/delete')).statusCode).toBe(404);
    expect((await client.post('/api/admin/companies/abc/delete')).statusCode).toBe(422);
  });
});
