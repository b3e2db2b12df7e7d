// Enterprise billing groups over the real app and database: who may read and change them (another
// enterprise → 404), one group per location, bad input → 422 with nothing written, and the billing
// close billing a group's locations on one invoice with lines per location, exactly once, while a
// location outside any group keeps paying for itself.
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { createPaymentGateway } from '#server/adapters/payments/create-payment-gateway.ts';
import {
  billableEntities,
  enterpriseBillingGroups,
  invoiceLines,
  invoices,
  usageEvents,
} from '#server/db/schema.ts';
import { clockNow, resetClock } from '#server/lib/clock.ts';
import { appForThisFile } from '#server-test/file-app.ts';
import { createTestCompany, inviteToEnterpriseAndAccept } from '#server-test/tenancy-factories.ts';
import { periodMonthOf } from '../opportunities/usage.service.ts';
import { runBillingCycle } from './billing-cycle.ts';

const ctx = await appForThisFile();
const db = ctx.database.db;
const gateway = createPaymentGateway(ctx.config, db, clockNow);
const deps = { db, gateway, appUrl: ctx.config.appUrl };
afterEach(() => resetClock());

const ADDRESS = {
  name: 'Sunrise Coffee Co',
  line_1: '1 Bean St',
  city: 'Seattle',
  postal_code: '98101',
  country: 'us',
};
const CARD = { card_number: '4242 4242 4242 4242', exp_month: 12, exp_year: 2040, cvc: '123' };

/** An enterprise with three locations: two in the "North" group, one in "South". */
async function createEnterprise(name = 'Sunrise Coffee') {
  const company = await createTestCompany(ctx, `${name} Downtown`);
  const owner = company.members['Company Admin'].client;
  expect(
    (await owner.post(`/api/enterprises/upgrade/${company.id}`, { name, type: 'franchise' })).statusCode,
  ).toBe(201);
  const north = (await owner.get('/api/enterprise-groups')).json().data[0];
  const south = (await owner.post('/api/enterprise-groups', { name: 'South' })).json();
  const location = async (locationName: string, groupId: number) =>
    (await owner.post('/api/enterprise-companies', { name: locationName, group_ids: [groupId] })).json()
      .id as number;
  const harbour = await location(`${name} Harbour`, north.id);
  const hills = await location(`${name} Hills`, south.id);
  return { owner, north, south, downtown: company.id, harbour, hills };
}

const groupInput = (locationIds: number[], extra: Record<string, unknown> = {}) => ({
  name: 'North payer',
  location_ids: locationIds,
  billing_mode: 'on_billing_cycle',
  billing_period: 'month',
  address: ADDRESS,
  payment_method: CARD,
  ...extra,
});

describe('enterprise billing groups: access', () => {
  it('lets the Owner manage, Admins and Viewers of the groups read, and hides them from others', async () => {
    const e = await createEnterprise();
    const created = await e.owner.post('/api/enterprise-billing-groups', groupInput([e.downtown, e.harbour]));
    expect(created.statusCode).toBe(201);
    const group = created.json();
    expect(group).toMatchObject({
      name: 'North payer',
      billing_mode: 'on_billing_cycle',
      billing_period: 'month',
      payment_method: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2040 },
      address: { country: 'US', line_1: '1 Bean St' },
      invoices: [],
      abilities: { manage: true },
    });
    expect(group.locations.map((l: { id: number }) => l.id).sort()).toEqual([e.downtown, e.harbour].sort());

    const northAdmin = (await inviteToEnterpriseAndAccept(ctx, e.owner, 'Enterprise Admin', [e.north.id]))
      .client;
    const northViewer = (await inviteToEnterpriseAndAccept(ctx, e.owner, 'Enterprise Viewer', [e.north.id]))
      .client;
    const southAdmin = (await inviteToEnterpriseAndAccept(ctx, e.owner, 'Enterprise Admin', [e.south.id]))
      .client;
    for (const reader of [northAdmin, northViewer]) {
      const list = await reader.get('/api/enterprise-billing-groups');
      expect(list.statusCode).toBe(200);
      expect(list.json()).toMatchObject({
        data: [{ id: group.id }],
        meta: { total: 1 },
        abilities: { manage: false },
      });
      expect((await reader.get(`/api/enterprise-billing-groups/${group.id}`)).json().abilities).toEqual({
        manage: false,
      });
      expect(
        (await reader.put(`/api/enterprise-billing-groups/${group.id}`, groupInput([e.harbour]))).statusCode,
      ).toBe(403);
      expect((await reader.delete(`/api/enterprise-billing-groups/${group.id}`)).statusCode).toBe(403);
      expect((await reader.post('/api/enterprise-billing-groups', groupInput([e.hills]))).statusCode).toBe(
        403,
      );
    }
    // An Admin of a group billing none of these locations does not see it.
    expect((await southAdmin.get('/api/enterprise-billing-groups')).json().data).toEqual([]);
    expect((await southAdmin.get(`/api/enterprise-billing-groups/${group.id}`)).statusCode).toBe(404);

    // Another enterprise's Owner: 404 for everything, and cannot put its locations in a group.
    const other = await createEnterprise('Moonlight Tea');
    expect((await other.owner.get(`/api/enterprise-billing-groups/${group.id}`)).statusCode).toBe(404);
    expect(
      (await other.owner.put(`/api/enterprise-billing-groups/${group.id}`, groupInput([other.harbour])))
        .statusCode,
    ).toBe(404);
    expect((await other.owner.delete(`/api/enterprise-billing-groups/${group.id}`)).statusCode).toBe(404);
    const foreign = await other.owner.post('/api/enterprise-billing-groups', groupInput([e.hills]));
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().errors.location_ids).toBeDefined();

    // A company (not an enterprise) session is refused.
    const plain = await createTestCompany(ctx);
    expect(
      (await plain.members['Company Admin'].client.get('/api/enterprise-billing-groups')).statusCode,
    ).toBe(403);

    // The Owner updates (a location moves out) and deletes; the group is gone, its location freed.
    const updated = await e.owner.put(
      `/api/enterprise-billing-groups/${group.id}`,
      groupInput([e.harbour], {
        name: 'Harbour payer',
        payment_method: undefined,
        billing_mode: 'monthly_on_cycle_day',
        cycle_day: 15,
      }),
    );
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      name: 'Harbour payer',
      locations: [{ id: e.harbour }],
      billing_mode: 'monthly_on_cycle_day',
      cycle_day: 15,
      payment_method: { last4: '4242' },
    });
    expect(new Date(updated.json().next_close_at).getUTCDate()).toBe(15);
    expect((await e.owner.delete(`/api/enterprise-billing-groups/${group.id}`)).statusCode).toBe(204);
    expect((await e.owner.get(`/api/enterprise-billing-groups/${group.id}`)).statusCode).toBe(404);
    expect((await e.owner.post('/api/enterprise-billing-groups', groupInput([e.harbour]))).statusCode).toBe(
      201,
    );
  });
});

describe('enterprise billing groups: rules and input', () => {
  it('keeps a location in at most one group', async () => {
    const e = await createEnterprise();
    const first = (await e.owner.post('/api/enterprise-billing-groups', groupInput([e.downtown]))).json();
    const second = await e.owner.post(
      '/api/enterprise-billing-groups',
      groupInput([e.harbour, e.downtown], { name: 'Second' }),
    );
    expect(second.statusCode).toBe(422);
    expect(second.json().errors.location_ids[0]).toContain('already belongs to another billing group');
    const made = (
      await e.owner.post('/api/enterprise-billing-groups', groupInput([e.harbour], { name: 'Second' }))
    ).json();
    const moved = await e.owner.put(
      `/api/enterprise-billing-groups/${made.id}`,
      groupInput([e.harbour, e.downtown]),
    );
    expect(moved.statusCode).toBe(422);
    // Re-saving a group with its own locations is fine.
    expect(
      (await e.owner.put(`/api/enterprise-billing-groups/${first.id}`, groupInput([e.downtown]))).statusCode,
    ).toBe(200);
  });

  it('answers bad input with 422 field errors and writes nothing', async () => {
    const e = await createEnterprise();
    const count = async () =>
      (await db.select().from(enterpriseBillingGroups).where(isNull(enterpriseBillingGroups.deletedAt)))
        .length;
    const before = await count();
    const cases: [Record<string, unknown>, string][] = [
      [groupInput([]), 'location_ids'],
      [groupInput([e.downtown, e.downtown]), 'location_ids'],
      [groupInput([Number.MAX_SAFE_INTEGER * 4]), 'location_ids.0'],
      [groupInput([e.downtown], { name: 'Nul\u0000name' }), 'name'],
      [groupInput([e.downtown], { name: 'x'.repeat(500) }), 'name'],
      [groupInput([e.downtown], { billing_mode: 'weekly' }), 'billing_mode'],
      [groupInput([e.downtown], { billing_period: 'decade' }), 'billing_period'],
      [groupInput([e.downtown], { cycle_day: 31 }), 'cycle_day'],
      [groupInput([e.downtown], { address: { ...ADDRESS, country: 'USA' } }), 'address.country'],
      [groupInput([e.downtown], { payment_method: { ...CARD, exp_month: 13 } }), 'payment_method.exp_month'],
      [
        groupInput([e.downtown], { payment_method: { ...CARD, card_number: '4000 0000 0000 0002' } }),
        'payment_method.card_number',
      ],
      [groupInput([999_999_999]), 'location_ids'],
    ];
    for (const [body, field] of cases) {
      const response = await e.owner.post('/api/enterprise-billing-groups', body);
      expect(response.statusCode, field).toBe(422);
      expect(Object.keys(response.json().errors), field).toContain(field);
    }
    expect(await count()).toBe(before);
    expect((await e.owner.get('/api/enterprise-billing-groups/99999999999999999999')).statusCode).toBe(422);
  });
});

describe('enterprise billing groups: the billing close', () => {
  it("bills a group's locations on one invoice with lines per location, exactly once", async () => {
    const e = await createEnterprise();
    const group = (
      await e.owner.post('/api/enterprise-billing-groups', groupInput([e.downtown, e.harbour]))
    ).json();
    const [row] = await db
      .select()
      .from(enterpriseBillingGroups)
      .where(eq(enterpriseBillingGroups.id, group.id));
    const entityId = row!.billableEntityId;
    const at = new Date(group.next_close_at);
    const usedAt = new Date(at.getTime() - 86_400_000);
    await db.insert(usageEvents).values(
      [e.downtown, e.harbour, e.harbour, e.hills].map((companyId) => ({
        companyId,
        itemName: 'Opportunity Invite',
        periodMonth: periodMonthOf(usedAt),
        createdAt: usedAt,
      })),
    );
    const closeAt = new Date(at.getTime() + 60_000);
    await runBillingCycle(deps, closeAt, entityId);
    await runBillingCycle(deps, closeAt, entityId);
    const billed = await db.select().from(invoices).where(eq(invoices.billableEntityId, entityId));
    expect(billed).toHaveLength(1);
    expect(billed[0]!.status).toBe('paid');
    const lines = await db.select().from(invoiceLines).where(eq(invoiceLines.invoiceId, billed[0]!.id));
    const invites = lines.filter((line) => line.itemName === 'Opportunity Invite');
    expect(invites.map((line) => [line.companyId, line.quantity]).sort()).toEqual(
      [
        [e.downtown, 1],
        [e.harbour, 2],
      ].sort(),
    );
    expect(new Set(lines.map((line) => line.companyId))).toEqual(new Set([e.downtown, e.harbour]));
    expect(billed[0]!.totalCents).toBe(lines.reduce((sum, line) => sum + line.amountCents, 0));
    expect((await e.owner.get(`/api/enterprise-billing-groups/${group.id}`)).json().invoices).toMatchObject([
      { id: billed[0]!.id, status: 'paid' },
    ]);

    // The locations' own closes bill nothing; the location outside the group pays for itself.
    const own = await db
      .select()
      .from(billableEntities)
      .where(inArray(billableEntities.companyId, [e.downtown, e.harbour, e.hills]));
    const later = new Date(closeAt.getTime() + 40 * 86_400_000);
    for (const entity of own) await runBillingCycle(deps, later, entity.id);
    const ownInvoices = await db
      .select({ entityId: invoices.billableEntityId, id: invoices.id })
      .from(invoices)
      .where(
        inArray(
          invoices.billableEntityId,
          own.map((entity) => entity.id),
        ),
      );
    const hillsEntity = own.find((entity) => entity.companyId === e.hills)!;
    expect(ownInvoices.every((invoice) => invoice.entityId === hillsEntity.id)).toBe(true);
    expect(ownInvoices.length).toBeGreaterThan(0);
    const [hillsInvite] = await db
      .select()
      .from(usageEvents)
      .where(and(eq(usageEvents.companyId, e.hills), eq(usageEvents.itemName, 'Opportunity Invite')));
    expect(billed.map((invoice) => invoice.id)).not.toContain(hillsInvite!.invoiceId);
  });
});
