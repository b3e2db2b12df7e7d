// Referrals over the real app (issue 23, decision 117): becoming a referrer, sign-ups through the
// link attributed (unknown codes ignored), the referred company's trial and paid state, the reward
// once it pays its first invoice, the user's referrer_id, and who may read a portal (the referrer
// and super admins with two-factor; anyone else 404).
import { REFERRAL_REWARD_CENTS } from '@hireloop/shared/constants';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { createPaymentGateway } from '#server/adapters/payments/create-payment-gateway.ts';
import { billableEntities, companies, referralSignups } from '#server/db/schema.ts';
import { clockNow, resetClock, setClockNow } from '#server/lib/clock.ts';
import { createSuperAdmin } from '#server-test/admin-factories.ts';
import { createUser, signedInClient, uniqueEmail, uniqueIp } from '#server-test/factories.ts';
import { appForThisFile } from '#server-test/file-app.ts';
import { TestClient } from '#server-test/http-client.ts';
import { createTestCompany } from '#server-test/tenancy-factories.ts';
import { runBillingCycle } from '../billing/billing-cycle.ts';

const ctx = await appForThisFile();
const db = ctx.database.db;
afterEach(() => resetClock());

async function newReferrer() {
  const user = await createUser(ctx, { firstName: 'Rita', lastName: 'Referrer' });
  const client = await signedInClient(ctx, user);
  const response = await client.post('/api/referrers');
  expect(response.statusCode).toBe(200);
  return { user, client, referrer: response.json() };
}

/** Registers a new person through the real sign-up, with the code of a referral link. */
async function signUp(referralCode: string | undefined, firstName = 'Nora') {
  const client = new TestClient(ctx.app, uniqueIp());
  const response = await client.post('/register', {
    first_name: firstName,
    last_name: 'Newcomer',
    email: uniqueEmail('referred'),
    password: 'correct horse battery',
    password_confirmation: 'correct horse battery',
    ...(referralCode === undefined ? {} : { referral_code: referralCode }),
  });
  expect(response.statusCode).toBe(201);
  return { client, userId: response.json().user.id as number };
}

describe('becoming a referrer', () => {
  it('gives the user one referrer record with a link; the user payload carries referrer_id', async () => {
    const { client, referrer } = await newReferrer();
    expect(referrer).toMatchObject({
      signups: 0,
      companies: 0,
      paying_companies: 0,
      reward_earned_cents: 0,
      reward_per_paying_company_cents: REFERRAL_REWARD_CENTS,
    });
    expect(referrer.referral_url).toBe(`${ctx.config.appUrl}/register?ref=${referrer.code}`);
    expect(referrer.code).toMatch(/^[A-Za-z0-9_-]{12}$/);
    // Asking again returns the same record.
    expect((await client.post('/api/referrers')).json().id).toBe(referrer.id);
    expect((await client.get('/api/users/self')).json().referrer_id).toBe(referrer.id);
  });

  it('leaves referrer_id null for a user who does not refer', async () => {
    const client = await signedInClient(ctx, await createUser(ctx));
    expect((await client.get('/api/users/self')).json().referrer_id).toBeNull();
  });
});

describe('attribution and reward', () => {
  it('counts a sign-up through the link, its company on trial, then paid with the reward', async () => {
    const { client: portal, referrer } = await newReferrer();
    const { client: newcomer, userId } = await signUp(referrer.code);
    let signups = (await portal.get(`/api/referrers/${referrer.id}/sign-ups`)).json();
    expect(signups.data).toEqual([
      expect.objectContaining({
        user_id: userId,
        name: 'Nora Newcomer',
        company_name: null,
        state: 'no_company',
      }),
    ]);

    const created = await newcomer.post('/api/companies', { name: 'Referred Rolls' });
    expect(created.statusCode).toBe(201);
    const companyId = created.json().id;
    expect((await db.select().from(companies).where(eq(companies.id, companyId)))[0]!.referrerId).toBe(
      referrer.id,
    );
    let figures = (await portal.get(`/api/referrers/${referrer.id}`)).json();
    expect(figures).toMatchObject({ signups: 1, companies: 1, companies_on_trial: 1, paying_companies: 0 });
    expect(figures.reward_earned_cents).toBe(0);
    signups = (await portal.get(`/api/referrers/${referrer.id}/sign-ups`)).json();
    expect(signups.data[0]).toMatchObject({
      company_name: 'Referred Rolls',
      state: 'trial',
      reward_cents: 0,
    });

    // The company pays its first invoice when the trial ends.
    await newcomer.put('/api/billing/payment-method', {
      card_number: '4242 4242 4242 4242',
      exp_month: 12,
      exp_year: 2040,
      cvc: '123',
    });
    await newcomer.put('/api/billing/address', {
      name: 'Referred Rolls',
      line_1: '1 Main St',
      city: 'Portland',
      postal_code: '97201',
      country: 'US',
    });
    const [entity] = await db
      .select()
      .from(billableEntities)
      .where(eq(billableEntities.companyId, companyId));
    const at = new Date(entity!.trialEndsAt!.getTime() + 60_000);
    setClockNow(at, entity!.id);
    const gateway = createPaymentGateway(ctx.config, db, clockNow);
    await runBillingCycle({ db, gateway, appUrl: ctx.config.appUrl }, at, entity!.id);

    figures = (await portal.get(`/api/referrers/${referrer.id}`)).json();
    expect(figures).toMatchObject({ companies: 1, companies_on_trial: 0, paying_companies: 1 });
    expect(figures.reward_earned_cents).toBe(REFERRAL_REWARD_CENTS);
    signups = (await portal.get(`/api/referrers/${referrer.id}/sign-ups`)).json();
    expect(signups.data[0]).toMatchObject({ state: 'paid', reward_cents: REFERRAL_REWARD_CENTS });
  });

  it('ignores an unknown code and a sign-up without one; never attributes an existing user', async () => {
    const { client: portal, referrer } = await newReferrer();
    const unknown = await signUp('no-such-code');
    const none = await signUp(undefined);
    for (const { userId } of [unknown, none]) {
      expect(await db.select().from(referralSignups).where(eq(referralSignups.userId, userId))).toEqual([]);
    }
    // A company created by someone already signed up (not through the link) is not the referrer's.
    const existing = await createTestCompany(ctx, 'Old Friends');
    expect(
      (await db.select().from(companies).where(eq(companies.id, existing.id)))[0]!.referrerId,
    ).toBeNull();
    expect((await portal.get(`/api/referrers/${referrer.id}`)).json().signups).toBe(0);
  });

  it('pages the sign-ups newest first', async () => {
    const { client: portal, referrer } = await newReferrer();
    for (const name of ['Ann', 'Ben', 'Cat']) await signUp(referrer.code, name);
    const first = (await portal.get(`/api/referrers/${referrer.id}/sign-ups?per_page=2`)).json();
    expect(first.meta).toEqual({ current_page: 1, per_page: 2, total: 3, last_page: 2 });
    expect(first.data.map((row: { name: string }) => row.name)).toEqual(['Cat Newcomer', 'Ben Newcomer']);
    const second = (await portal.get(`/api/referrers/${referrer.id}/sign-ups?per_page=2&page=2`)).json();
    expect(second.data.map((row: { name: string }) => row.name)).toEqual(['Ann Newcomer']);
  });
});

describe('who may read a portal', () => {
  it('is the referrer and super admins with two-factor; anyone else 404, guests 401', async () => {
    const { referrer } = await newReferrer();
    const urls = [`/api/referrers/${referrer.id}`, `/api/referrers/${referrer.id}/sign-ups`];
    const { client: admin } = await createSuperAdmin(ctx);
    const { client: adminWithout2fa } = await createSuperAdmin(ctx, { twoFactor: false });
    const { client: otherReferrer } = await newReferrer();
    const company = await createTestCompany(ctx, 'Curious Co');
    for (const url of urls) {
      expect((await admin.get(url)).statusCode, url).toBe(200);
      expect((await new TestClient(ctx.app).get(url)).statusCode, url).toBe(401);
      for (const client of [
        adminWithout2fa,
        otherReferrer,
        ...Object.values(company.members).map((m) => m.client),
      ]) {
        const response = await client.get(url);
        expect(response.statusCode, url).toBe(404);
      }
    }
    expect((await admin.get('/api/referrers/999999999')).statusCode).toBe(404);
  });

  it('answers 422 for a malformed id or page and 401 to a guest becoming a referrer', async () => {
    const { client, referrer } = await newReferrer();
    expect((await client.get('/api/referrers/abc')).statusCode).toBe(422);
    expect((await client.get('/api/referrers/1e30')).statusCode).toBe(422);
    expect((await client.get(`/api/referrers/${referrer.id}/sign-ups?per_page=1000`)).statusCode).toBe(422);
    expect((await new TestClient(ctx.app).post('/api/referrers')).statusCode).toBe(401);
  });

  it('refuses a NUL or an overlong referral code at sign-up with 422', async () => {
    const client = new TestClient(ctx.app, uniqueIp());
    const base = {
      first_name: 'Ned',
      last_name: 'Nul',
      email: uniqueEmail('nul'),
      password: 'correct horse battery',
      password_confirmation: 'correct horse battery',
    };
    for (const code of ['a\u0000b', 'x'.repeat(65)]) {
      const response = await client.post('/register', { ...base, referral_code: code });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors.referral_code).toBeDefined();
    }
  });
});
