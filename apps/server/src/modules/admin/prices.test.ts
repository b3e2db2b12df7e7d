// Super admins edit the price list (decision 115): only a super admin with two-factor (others 403,
// guests 401), bad input 422 with field errors, every version kept and audited, and the new price
// billed from each entity's next period while the running one keeps the old price.
import { SUPER_ADMIN_REQUIRED, SUPER_ADMIN_TWO_FACTOR_REQUIRED } from '@hireloop/shared/admin';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createPaymentGateway } from '#server/adapters/payments/create-payment-gateway.ts';
import {
  auditEvents,
  billableEntities,
  billingAccounts,
  invoiceLines,
  invoices,
  usageEvents,
} from '#server/db/schema.ts';
import { runBillingCycle } from '#server/modules/billing/billing-cycle.ts';
import { createSuperAdmin } from '#server-test/admin-factories.ts';
import { uniqueIp } from '#server-test/factories.ts';
import { appForThisFile } from '#server-test/file-app.ts';
import { TestClient } from '#server-test/http-client.ts';
import { createTestCompany } from '#server-test/tenancy-factories.ts';

const ctx = await appForThisFile();
const db = ctx.database.db;
const DAY_MS = 86_400_000;
const gateway = createPaymentGateway(ctx.config, db);
const deps = { db, gateway, appUrl: ctx.config.appUrl };

describe('editing the price list', () => {
  it('is for super admins with two-factor: company roles 403, no two-factor 403, guests 401', async () => {
    const guest = new TestClient(ctx.app, uniqueIp());
    expect((await guest.get('/api/admin/prices')).statusCode).toBe(401);
    expect(
      (await guest.put('/api/admin/prices', { item_name: 'Opportunity Invite', unit_price: '1' })).statusCode,
    ).toBe(401);
    const company = await createTestCompany(ctx, 'Price Outsiders');
    for (const member of Object.values(company.members)) {
      const read = await member.client.get('/api/admin/prices');
      expect(read.statusCode).toBe(403);
      expect(read.json()).toEqual({ message: SUPER_ADMIN_REQUIRED });
      const edit = await member.client.put('/api/admin/prices', {
        item_name: 'Opportunity Invite',
        unit_price: '1',
      });
      expect(edit.statusCode).toBe(403);
    }
    const { client } = await createSuperAdmin(ctx, { twoFactor: false });
    const edit = await client.put('/api/admin/prices', { item_name: 'Opportunity Invite', unit_price: '1' });
    expect(edit.statusCode).toBe(403);
    expect(edit.json()).toEqual({ message: SUPER_ADMIN_TWO_FACTOR_REQUIRED });
    const listed = (await (await createSuperAdmin(ctx)).client.get('/api/admin/prices')).json();
    expect(listed.history.meta.total).toBe(3);
  });

  it('answers bad input with 422 field errors and writes nothing', async () => {
    const { client } = await createSuperAdmin(ctx);
    const cases: [unknown, string][] = [
      [{ item_name: 'Gold Plan', unit_price: '1' }, 'item_name'],
      [{ item_name: 'Opportunity Invite', unit_price: 'abc' }, 'unit_price'],
      [{ item_name: 'Opportunity Invite', unit_price: '-1' }, 'unit_price'],
      [{ item_name: 'Opportunity Invite', unit_price: '0.1234567' }, 'unit_price'],
      [{ item_name: 'Opportunity Invite', unit_price: '123456' }, 'unit_price'],
      [{ item_name: 'Opportunity Invite', unit_price: '0.1\u0000' }, 'unit_price'],
      [{ item_name: 'Opportunity Invite', unit_price: 5 }, 'unit_price'],
      [{ item_name: 'Opportunity Invite\u0000' }, 'item_name'],
      [{ item_name: 'Opportunity Invite', unit_price: '0.35' }, 'unit_price'],
    ];
    for (const [body, field] of cases) {
      const response = await client.put('/api/admin/prices', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      expect(Object.keys(response.json().errors), JSON.stringify(body)).toContain(field);
    }
    expect((await client.get('/api/admin/prices')).json().history.meta.total).toBe(3);
    expect((await client.get('/api/admin/prices?page=0')).statusCode).toBe(422);
  });

  it('keeps the history, audits the edit, and bills the new price from the next period', async () => {
    const { user, client } = await createSuperAdmin(ctx);
    const company = await createTestCompany(ctx, 'Repriced Bakery');
    const admin = company.members['Company Admin'].client;
    await admin.put('/api/billing/payment-method', {
      card_number: '4242424242424242',
      exp_month: 12,
      exp_year: 2040,
      cvc: '123',
    });
    const [entity] = await db
      .select()
      .from(billableEntities)
      .where(eq(billableEntities.companyId, company.id));
    const now = Date.now();
    // After its trial, in a period that started five days ago and closes in an hour.
    await db
      .update(billableEntities)
      .set({ trialEndsAt: new Date(now - 40 * DAY_MS) })
      .where(eq(billableEntities.id, entity!.id));
    await db
      .update(billingAccounts)
      .set({ periodStartsAt: new Date(now - 5 * DAY_MS), nextCloseAt: new Date(now + 3_600_000) })
      .where(eq(billingAccounts.billableEntityId, entity!.id));
    const invite = (at: number) =>
      db.insert(usageEvents).values({
        companyId: company.id,
        itemName: 'Opportunity Invite',
        periodMonth: `${new Date(at).toISOString().slice(0, 8)}01`,
        createdAt: new Date(at),
      });
    await invite(now - DAY_MS);

    const edited = await client.put('/api/admin/prices', {
      item_name: 'Opportunity Invite',
      unit_price: ' 0.0035 ',
    });
    expect(edited.statusCode).toBe(200);
    const invitePrice = edited
      .json()
      .prices.find((p: { item_name: string }) => p.item_name === 'Opportunity Invite');
    expect(invitePrice).toMatchObject({ unit_price_millionths: 3_500, unit_price: '0.0035' });
    expect(edited.json().history.meta.total).toBe(4);
    expect(edited.json().history.data[0]).toMatchObject({
      item_name: 'Opportunity Invite',
      unit_price: '0.0035',
      changed_by: `${user.firstName} ${user.lastName}`,
    });
    expect(
      edited.json().history.data.find((v: { changed_by: string | null }) => v.changed_by === null),
    ).toBeTruthy();
    const audits = await db.select().from(auditEvents).where(eq(auditEvents.actorUserId, user.id));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ action: 'PUT /api/admin/prices', statusCode: 200, companyId: null });
    expect(audits[0]!.target).toContain('from=350000&to=3500');

    // The running period keeps $0.35 an invite; the forecast shows it too.
    const summary = (await admin.get('/api/billing')).json();
    expect(
      summary.usage.find((line: { item_name: string }) => line.item_name === 'Opportunity Invite'),
    ).toMatchObject({
      quantity: 1,
      unit_price_millionths: 350_000,
    });
    await runBillingCycle(deps, new Date(now + 2 * 3_600_000), entity!.id);
    // The next period (it started after the edit) is billed at $0.0035.
    await invite(now + 3 * 3_600_000);
    const [account] = await db
      .select()
      .from(billingAccounts)
      .where(eq(billingAccounts.billableEntityId, entity!.id));
    await runBillingCycle(deps, new Date(account!.nextCloseAt.getTime() + 60_000), entity!.id);
    const bills = await db
      .select()
      .from(invoices)
      .where(eq(invoices.billableEntityId, entity!.id))
      .orderBy(invoices.periodStart);
    expect(bills).toHaveLength(2);
    const inviteLine = async (invoiceId: number) =>
      (
        await db
          .select()
          .from(invoiceLines)
          .where(and(eq(invoiceLines.invoiceId, invoiceId), eq(invoiceLines.itemName, 'Opportunity Invite')))
      )[0];
    expect(await inviteLine(bills[0]!.id)).toMatchObject({ quantity: 1, unitPriceMillionths: 350_000 });
    expect(await inviteLine(bills[1]!.id)).toMatchObject({ quantity: 1, unitPriceMillionths: 3_500 });
  });
});
