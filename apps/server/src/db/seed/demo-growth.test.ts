// The demo deals and referrer (issue 23): a live deal at its README link, the referrer's portal with
// a paying, a trial and a company-less sign-up, all once however often the seed runs.
import { REFERRAL_REWARD_CENTS } from '@hireloop/shared/constants';
import { describe, expect, it } from 'vitest';
import { appForThisFile } from '#server-test/file-app.ts';
import { TestClient } from '#server-test/http-client.ts';
import { DEMO_PASSWORD } from './demo-candidate.ts';
import { DEMO_DEAL_SLUG, DEMO_REFERRAL_CODE, DEMO_REFERRER_EMAIL, seedDemoGrowth } from './demo-growth.ts';

const ctx = await appForThisFile();

describe('demo deals and referrals', () => {
  it('seeds a live deal and a referrer with sign-ups in each state, once', async () => {
    const first = await seedDemoGrowth(ctx.database.db);
    expect(await seedDemoGrowth(ctx.database.db)).toEqual(first);
    const guest = new TestClient(ctx.app);
    expect((await guest.get(`/api/deals/${DEMO_DEAL_SLUG}`)).json()).toMatchObject({
      state: 'available',
      remaining: 99,
      summary: '30-day free trial + 20% off the first 3 months',
    });
    expect((await guest.get('/api/deals/spring-fair')).json().state).toBe('expired');

    const client = new TestClient(ctx.app);
    const login = await client.post('/login', { email: DEMO_REFERRER_EMAIL, password: DEMO_PASSWORD });
    const referrerId = login.json().user.referrer_id;
    expect(referrerId).toEqual(expect.any(Number));
    const portal = (await client.get(`/api/referrers/${referrerId}`)).json();
    expect(portal).toMatchObject({
      code: DEMO_REFERRAL_CODE,
      signups: 3,
      companies: 2,
      companies_on_trial: 1,
      paying_companies: 1,
      reward_earned_cents: REFERRAL_REWARD_CENTS,
    });
    const signups = (await client.get(`/api/referrers/${referrerId}/sign-ups`)).json().data;
    expect(signups.map((row: { state: string }) => row.state).sort()).toEqual([
      'no_company',
      'paid',
      'trial',
    ]);
  });
});
