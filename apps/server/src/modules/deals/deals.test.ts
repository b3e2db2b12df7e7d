// Deals over the real app (issue 23, decision 116): the landing page's read, redeeming (trial and
// discount applied, counted once), expiry and the redemption limit under concurrent redemptions,
// the discount on the first invoices, and the admin CRUD: super admin with two-factor only, 422.
import { SUPER_ADMIN_REQUIRED, SUPER_ADMIN_TWO_FACTOR_REQUIRED } from '@hireloop/shared/admin';
import { DEAL_EXHAUSTED, DEAL_EXPIRED } from '@hireloop/shared/deals';
import { eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { createPaymentGateway } from '#server/adapters/payments/create-payment-gateway.ts';
import { billableEntities, companies, dealRedemptions, deals, invoices } from '#server/db/schema.ts';
import { clockNow, resetClock, setClockNow } from '#server/lib/clock.ts';
import { createSuperAdmin } from '#server-test/admin-factories.ts';
import { createUser, signedInClient } from '#server-test/factories.ts';
import { appForThisFile } from '#server-test/file-app.ts';
import { TestClient } from '#server-test/http-client.ts';
import { createTestCompany } from '#server-test/tenancy-factories.ts';
import { dealDiscountCents } from '../billing/billing-close.service.ts';
import { runBillingCycle } from '../billing/billing-cycle.ts';

const ctx = await appForThisFile();
const db = ctx.database.db;
const DAY_MS = 86_400_000;
afterEach(() => resetClock());

let slugSequence = 0;
const uniqueSlug = (prefix = 'deal') => `${prefix}-${process.pid}-${++slugSequence}`;

async function insertDeal(values: Partial<typeof deals.$inferInsert> = {}) {
  const [deal] = await db
    .insert(deals)
    .values({ slug: uniqueSlug(), title: 'Spring offer', trialDays: 30, ...values })
    .returning();
  return deal!;
}

const newClient = async () => signedInClient(ctx, await createUser(ctx));
const entityOfCompany = async (companyId: number) =>
  (await db.select().from(billableEntities).where(eq(billableEntities.companyId, companyId)))[0]!;
const companyCount = async () => (await db.select({ n: sql<number>`count(*)::int` }).from(companies))[0]!.n;

describe('GET /api/deals/{slug}', () => {
  it('shows an available deal to anyone, signed out included', async () => {
    const deal = await insertDeal({
      title: 'Launch week',
      description: 'For new teams.',
      trialDays: 30,
      discountPercent: 20,
      discountMonths: 3,
      maxRedemptions: 10,
      redemptions: 4,
      expiresAt: new Date(Date.now() + 5 * DAY_MS),
    });
    const response = await new TestClient(ctx.app).get(`/api/deals/${deal.slug}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      slug: deal.slug,
      title: 'Launch week',
      description: 'For new teams.',
      summary: '30-day free trial + 20% off the first 3 months',
      trial_days: 30,
      discount_percent: 20,
      discount_months: 3,
      expires_at: deal.expiresAt!.toISOString(),
      remaining: 6,
      state: 'available',
      unavailable_reason: null,
    });
  });

  it('says when a deal has expired or is used up, and 404s an unknown one', async () => {
    const guest = new TestClient(ctx.app);
    const expired = await insertDeal({ expiresAt: new Date(Date.now() - 1000) });
    expect((await guest.get(`/api/deals/${expired.slug}`)).json()).toMatchObject({
      state: 'expired',
      unavailable_reason: DEAL_EXPIRED,
    });
    const exhausted = await insertDeal({ maxRedemptions: 2, redemptions: 2 });
    expect((await guest.get(`/api/deals/${exhausted.slug}`)).json()).toMatchObject({
      state: 'exhausted',
      unavailable_reason: DEAL_EXHAUSTED,
      remaining: 0,
    });
    expect((await guest.get('/api/deals/no-such-deal')).statusCode).toBe(404);
    expect((await guest.get('/api/deals/Bad%20Slug!')).statusCode).toBe(422);
  });
});

describe('POST /api/deals/{slug}/redeem', () => {
  it('creates the company with the deal trial and discount, counted once', async () => {
    const deal = await insertDeal({ trialDays: 45, discountPercent: 25, discountMonths: 2 });
    const client = await newClient();
    const response = await client.post(`/api/deals/${deal.slug}/redeem`, { name: 'Deal Bakery' });
    expect(response.statusCode).toBe(201);
    const company = response.json();
    expect(company).toMatchObject({ name: 'Deal Bakery', role: 'Company Admin' });
    const entity = await entityOfCompany(company.id);
    expect(entity.trialEndsAt!.getTime() - Date.now()).toBeGreaterThan(44.9 * DAY_MS);
    expect(entity.trialEndsAt!.getTime() - Date.now()).toBeLessThan(45.1 * DAY_MS);
    expect(entity.discountPercent).toBe(25);
    // Two calendar months after the trial.
    const ends = new Date(entity.trialEndsAt!);
    ends.setUTCMonth(ends.getUTCMonth() + 2);
    expect(Math.abs(entity.discountEndsAt!.getTime() - ends.getTime())).toBeLessThan(4 * DAY_MS);
    const [counted] = await db.select().from(deals).where(eq(deals.id, deal.id));
    expect(counted!.redemptions).toBe(1);
    const redemptions = await db.select().from(dealRedemptions).where(eq(dealRedemptions.dealId, deal.id));
    expect(redemptions).toEqual([expect.objectContaining({ companyId: company.id })]);
    // The new company is the user's active account.
    expect((await client.get('/api/users/self')).json().active_company.id).toBe(company.id);
  });

  it('refuses an expired deal with the reason and creates nothing', async () => {
    const deal = await insertDeal({ expiresAt: new Date(Date.now() - 60_000) });
    const before = await companyCount();
    const response = await (await newClient()).post(`/api/deals/${deal.slug}/redeem`, { name: 'Late Co' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ deal: [DEAL_EXPIRED] });
    expect(await companyCount()).toBe(before);
    expect((await db.select().from(deals).where(eq(deals.id, deal.id)))[0]!.redemptions).toBe(0);
  });

  it('honours the redemption limit under concurrent redemptions: exactly the limit succeed', async () => {
    const deal = await insertDeal({ maxRedemptions: 3 });
    const clients = await Promise.all(Array.from({ length: 8 }, () => newClient()));
    const before = await companyCount();
    const responses = await Promise.all(
      clients.map((client, index) =>
        client.post(`/api/deals/${deal.slug}/redeem`, { name: `Racer ${index}` }),
      ),
    );
    const codes = responses.map((response) => response.statusCode).sort();
    expect(codes).toEqual([201, 201, 201, 422, 422, 422, 422, 422]);
    for (const refused of responses.filter((response) => response.statusCode === 422)) {
      expect(refused.json().errors).toEqual({ deal: [DEAL_EXHAUSTED] });
    }
    expect(await companyCount()).toBe(before + 3);
    expect((await db.select().from(deals).where(eq(deals.id, deal.id)))[0]!.redemptions).toBe(3);
    const guest = new TestClient(ctx.app);
    expect((await guest.get(`/api/deals/${deal.slug}`)).json().state).toBe('exhausted');
  });

  it('needs sign-in, a known deal and a company name (422 with field errors)', async () => {
    const deal = await insertDeal();
    expect(
      (await new TestClient(ctx.app).post(`/api/deals/${deal.slug}/redeem`, { name: 'X' })).statusCode,
    ).toBe(401);
    const client = await newClient();
    expect((await client.post('/api/deals/unknown-deal/redeem', { name: 'X' })).statusCode).toBe(404);
    const blank = await client.post(`/api/deals/${deal.slug}/redeem`, { name: '   ' });
    expect(blank.statusCode).toBe(422);
    expect(blank.json().errors.name).toBeDefined();
    const nul = await client.post(`/api/deals/${deal.slug}/redeem`, { name: 'Bad\u0000Co' });
    expect(nul.statusCode).toBe(422);
    expect((await db.select().from(deals).where(eq(deals.id, deal.id)))[0]!.redemptions).toBe(0);
  });
});

describe('the discount on invoices', () => {
  it('takes the percent off invoices whose period starts before the discount ends', () => {
    const entity = { discountPercent: 25, discountEndsAt: new Date('2031-04-01T00:00:00Z') };
    expect(dealDiscountCents(1_201, new Date('2031-03-01T00:00:00Z'), entity)).toBe(300);
    expect(dealDiscountCents(1_201, new Date('2031-04-01T00:00:00Z'), entity)).toBe(0);
    expect(
      dealDiscountCents(1_201, new Date('2031-03-01T00:00:00Z'), {
        discountPercent: null,
        discountEndsAt: null,
      }),
    ).toBe(0);
  });

  it('bills a redeemed company its first invoice with the discount taken off', async () => {
    const deal = await insertDeal({ trialDays: 14, discountPercent: 50, discountMonths: 3 });
    const client = await newClient();
    const company = (await client.post(`/api/deals/${deal.slug}/redeem`, { name: 'Half Price Co' })).json();
    const entity = await entityOfCompany(company.id);
    const at = new Date(entity.trialEndsAt!.getTime() + 60_000);
    setClockNow(at, entity.id);
    const gateway = createPaymentGateway(ctx.config, db, clockNow);
    await runBillingCycle({ db, gateway, appUrl: ctx.config.appUrl }, at, entity.id);
    const [invoice] = await db.select().from(invoices).where(eq(invoices.billableEntityId, entity.id));
    const full = Math.round(invoice!.subtotalMillionths / 10_000);
    expect(full).toBeGreaterThan(0);
    expect(invoice!.discountCents).toBe(Math.round(full / 2));
    expect(invoice!.totalCents).toBe(full - invoice!.discountCents);
    const shown = (await client.get(`/api/invoices/${invoice!.id}`)).json();
    expect(shown).toMatchObject({ discount_cents: invoice!.discountCents, total_cents: invoice!.totalCents });
  });
});

const validDeal = () => ({
  slug: uniqueSlug('admin'),
  title: 'Partner offer',
  description: 'For our partners.',
  trial_days: 30,
  discount_percent: 10,
  discount_months: 6,
  expires_at: new Date(Date.now() + 30 * DAY_MS).toISOString(),
  max_redemptions: 100,
});

describe('admin CRUD of deals', () => {
  it('is for super admins with two-factor only: 401, 403 with the reason, nothing written', async () => {
    const deal = await insertDeal();
    const calls = [
      ['get', '/api/admin/deals'],
      ['post', '/api/admin/deals'],
      ['put', `/api/admin/deals/${deal.id}`],
      ['delete', `/api/admin/deals/${deal.id}`],
    ] as const;
    const send = (client: TestClient, [method, url]: (typeof calls)[number]) =>
      method === 'get' || method === 'delete' ? client[method](url) : client[method](url, validDeal());
    const before = (await db.select({ n: sql<number>`count(*)::int` }).from(deals))[0]!.n;
    for (const call of calls) expect((await send(new TestClient(ctx.app), call)).statusCode).toBe(401);
    const company = await createTestCompany(ctx, 'Not Admins Ltd');
    for (const member of Object.values(company.members)) {
      for (const call of calls) {
        const response = await send(member.client, call);
        expect(response.statusCode, call.join(' ')).toBe(403);
        expect(response.json()).toEqual({ message: SUPER_ADMIN_REQUIRED });
      }
    }
    const { client: noTwoFactor } = await createSuperAdmin(ctx, { twoFactor: false });
    for (const call of calls) {
      const response = await send(noTwoFactor, call);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: SUPER_ADMIN_TWO_FACTOR_REQUIRED });
    }
    expect((await db.select({ n: sql<number>`count(*)::int` }).from(deals))[0]!.n).toBe(before);
    expect((await db.select().from(deals).where(eq(deals.id, deal.id)))[0]!.title).toBe('Spring offer');
  });

  it('creates, lists, edits and deletes deals; one with redemptions is ended instead', async () => {
    const { client } = await createSuperAdmin(ctx);
    const input = validDeal();
    const created = await client.post('/api/admin/deals', input);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ ...input, redemptions: 0, state: 'available' });
    const id = created.json().id;
    const list = await client.get('/api/admin/deals?per_page=100');
    expect(list.json().data.map((deal: { id: number }) => deal.id)).toContain(id);
    expect(list.json().meta).toMatchObject({ current_page: 1, per_page: 100 });

    const edited = await client.put(`/api/admin/deals/${id}`, {
      ...input,
      title: 'Partner offer 2',
      max_redemptions: null,
    });
    expect(edited.json()).toMatchObject({ title: 'Partner offer 2', max_redemptions: null });

    // Redeemed once: the limit may equal the count (used up), and deleting ends it (the count is kept).
    const user = await newClient();
    expect((await user.post(`/api/deals/${input.slug}/redeem`, { name: 'Partner Co' })).statusCode).toBe(201);
    const atCount = await client.put(`/api/admin/deals/${id}`, { ...input, max_redemptions: 1 });
    expect(atCount.json()).toMatchObject({ max_redemptions: 1, redemptions: 1, state: 'exhausted' });
    expect((await client.delete(`/api/admin/deals/${id}`)).statusCode).toBe(204);
    const [ended] = await db.select().from(deals).where(eq(deals.id, id));
    expect(ended!.redemptions).toBe(1);
    expect(ended!.expiresAt!.getTime()).toBeLessThanOrEqual(Date.now());
    expect((await new TestClient(ctx.app).get(`/api/deals/${input.slug}`)).json().state).toBe('expired');

    const unused = (await client.post('/api/admin/deals', validDeal())).json();
    expect((await client.delete(`/api/admin/deals/${unused.id}`)).statusCode).toBe(204);
    expect(await db.select().from(deals).where(eq(deals.id, unused.id))).toEqual([]);
    expect((await client.delete(`/api/admin/deals/${unused.id}`)).statusCode).toBe(404);
    expect((await client.put(`/api/admin/deals/${unused.id}`, validDeal())).statusCode).toBe(404);
  });

  it('answers 422 with field errors for bad input and writes nothing', async () => {
    const { client } = await createSuperAdmin(ctx);
    const taken = await insertDeal();
    const before = (await db.select({ n: sql<number>`count(*)::int` }).from(deals))[0]!.n;
    const cases: [Record<string, unknown>, string][] = [
      [{ slug: 'Not a slug!' }, 'slug'],
      [{ slug: taken.slug }, 'slug'],
      [{ title: '' }, 'title'],
      [{ title: 'Bad\u0000title' }, 'title'],
      [{ trial_days: 0 }, 'trial_days'],
      [{ trial_days: 10_000 }, 'trial_days'],
      [{ discount_percent: 101 }, 'discount_percent'],
      [{ discount_percent: 10, discount_months: null }, 'discount_months'],
      [{ discount_percent: null, discount_months: 3 }, 'discount_percent'],
      [{ trial_days: null, discount_percent: null, discount_months: null }, 'trial_days'],
      [{ expires_at: '2031-02-30T00:00:00Z' }, 'expires_at'],
      [{ max_redemptions: 1e12 }, 'max_redemptions'],
      [{ max_redemptions: 0 }, 'max_redemptions'],
    ];
    for (const [change, field] of cases) {
      const response = await client.post('/api/admin/deals', { ...validDeal(), ...change });
      expect(response.statusCode, JSON.stringify(change)).toBe(422);
      expect(Object.keys(response.json().errors), JSON.stringify(change)).toContain(field);
    }
    expect((await db.select({ n: sql<number>`count(*)::int` }).from(deals))[0]!.n).toBe(before);

    // The limit of a deal may not go below the redemptions made.
    const deal = await insertDeal({ maxRedemptions: 5, redemptions: 3 });
    const below = await client.put(`/api/admin/deals/${deal.id}`, {
      ...validDeal(),
      slug: deal.slug,
      max_redemptions: 2,
    });
    expect(below.statusCode).toBe(422);
    expect(below.json().errors.max_redemptions).toEqual([
      'The limit cannot be below the 3 redemptions made.',
    ]);
  });
});
