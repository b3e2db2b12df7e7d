// The billing summary, live cost meter and spend cap (with its alerts), the card and address, and
// cancellation with its undo, over HTTP on the real app: roles, tenants and bad input included.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  billableEntities,
  notifications,
  outboundMessages,
  testGatewayCards,
  usageEvents,
} from '#server/db/schema.ts';
import { setClockNow } from '#server/lib/clock.ts';
import { companyAppForThisFile } from '#server-test/file-app.ts';
import { createTestOpportunity } from '#server-test/opportunity-factories.ts';
import { notifyContextOf } from '../notifications/notify.ts';
import { periodMonthOf } from '../opportunities/usage.service.ts';
import { alertAllSpendCaps } from './billing.service.ts';

const {
  ctx,
  companies: [company, rival],
} = await companyAppForThisFile('Acme Bakery', 'Rival Rolls');

const admin = () => company.members['Company Admin'].client;
const db = ctx.database.db;
const DAY_MS = 86_400_000;

async function entityOf(companyId: number) {
  const [row] = await db.select().from(billableEntities).where(eq(billableEntities.companyId, companyId));
  return row!;
}

async function invites(companyId: number, count: number, at: Date) {
  await db.insert(usageEvents).values(
    Array.from({ length: count }, () => ({
      companyId,
      itemName: 'Opportunity Invite',
      periodMonth: periodMonthOf(at),
      createdAt: at,
    })),
  );
}

const GOOD_CARD = { card_number: '4242 4242 4242 4242', exp_month: 12, exp_year: 2035, cvc: '123' };

describe('GET /api/billing', () => {
  it('shows a new company in its 14-day trial with its seats as the first invoice forecast', async () => {
    const response = await admin().get('/api/billing');
    expect(response.statusCode).toBe(200);
    const summary = response.json();
    const entity = await entityOf(company.id);
    expect(summary.billable_entity_id).toBe(entity.id);
    expect(summary.in_trial).toBe(true);
    expect(new Date(summary.trial_ends_at).getTime() - Date.now()).toBeGreaterThan(13.9 * DAY_MS);
    expect(summary.billing_mode).toBe('immediate_then_recurring_monthly');
    // The first period closes when the trial ends.
    expect(summary.period.ends_at).toBe(summary.trial_ends_at);
    // Four members joined this month, which the trial ends in or before: four seats unless the
    // trial's month ends first (then the seats of this month are free).
    const seats = summary.usage.find(
      (line: { item_name: string }) => line.item_name === 'User Seat (Per Month)',
    );
    const monthEnd = new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth() + 1, 1));
    if (monthEnd > new Date(summary.trial_ends_at)) {
      expect(seats).toMatchObject({
        quantity: 4,
        unit_price_millionths: 12_000_000,
        amount_millionths: 48_000_000,
      });
    } else {
      expect(seats).toBeUndefined();
    }
    expect(summary.payment_method).toBeNull();
    expect(summary.lock_reason).toBeNull();
    expect(summary.gateway).toBe('test');
  });

  it("is the Company Admin's only: other roles get 403 and a signed-out visitor 401", async () => {
    for (const role of ['Manager', 'Recruiter', 'Team Member'] as const) {
      const response = await company.members[role].client.get('/api/billing');
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe('Only a Company Admin can manage billing.');
      expect(
        (await company.members[role].client.put('/api/billing/spend-cap', { spend_cap_cents: 10_000 }))
          .statusCode,
      ).toBe(403);
    }
    const rivalView = (await rival.members['Company Admin'].client.get('/api/billing')).json();
    expect(rivalView.billable_entity_id).toBe((await entityOf(rival.id)).id);
  });
});

describe('metering', () => {
  it('bills invites after the trial and per-month items of months ending after it, in millionths', async () => {
    const entity = await entityOf(rival.id);
    const trialEnd = new Date('2031-03-15T12:00:00Z');
    await db
      .update(billableEntities)
      .set({ trialEndsAt: trialEnd })
      .where(eq(billableEntities.id, entity.id));
    // During the trial: free. After: 3 invites. Month boundary in another zone: 23:30 in New York on
    // 31 March is 1 April in UTC, still after the trial, still billed.
    await invites(rival.id, 2, new Date('2031-03-15T11:59:59Z'));
    await invites(rival.id, 2, new Date('2031-03-15T12:00:00Z'));
    await invites(rival.id, 1, new Date('2031-03-31T23:30:00-04:00'));
    const { opportunity } = await createTestOpportunity(db, rival.id);
    await db.insert(usageEvents).values([
      // February ends inside the trial: free. March is the month the trial ends in: billed.
      {
        companyId: rival.id,
        itemName: 'Opportunity Posted (Per Month)',
        opportunityId: opportunity.id,
        periodMonth: '2031-02-01',
        createdAt: new Date('2031-02-01T00:00:00Z'),
      },
      {
        companyId: rival.id,
        itemName: 'Opportunity Posted (Per Month)',
        opportunityId: opportunity.id,
        periodMonth: '2031-03-01',
        createdAt: new Date('2031-03-01T00:00:00Z'),
      },
    ]);
    setClockNow(new Date('2031-04-02T00:00:00Z'));
    try {
      const summary = (await rival.members['Company Admin'].client.get('/api/billing')).json();
      const byItem = Object.fromEntries(
        summary.usage.map((line: { item_name: string; quantity: number }) => [line.item_name, line.quantity]),
      );
      expect(byItem['Opportunity Invite']).toBe(3);
      expect(byItem['Opportunity Posted (Per Month)']).toBe(1);
      const invite = summary.usage.find(
        (line: { item_name: string }) => line.item_name === 'Opportunity Invite',
      );
      expect(invite.amount_millionths).toBe(3 * 350_000);
      const total = summary.usage.reduce(
        (sum: number, line: { amount_millionths: number }) => sum + line.amount_millionths,
        0,
      );
      expect(summary.usage_cents).toBe(Math.round(total / 10_000));
      expect(summary.in_trial).toBe(false);
    } finally {
      setClockNow(null);
    }
  });

  it('records a seat for every member who joins, once per month', async () => {
    const seats = await db
      .select()
      .from(usageEvents)
      .where(and(eq(usageEvents.companyId, company.id), eq(usageEvents.itemName, 'User Seat (Per Month)')));
    expect(seats).toHaveLength(4);
    expect(new Set(seats.map((seat) => seat.userId)).size).toBe(4);
    expect(seats.every((seat) => seat.periodMonth === periodMonthOf(new Date()))).toBe(true);
  });
});

describe('spend cap', () => {
  it('sets a cap, alerts the admins at 80 % and 100 % once each, and removes it', async () => {
    const entity = await entityOf(company.id);
    // Out of the trial, so the seats count: 4 × $12 = $48 so far.
    await db
      .update(billableEntities)
      .set({ trialEndsAt: new Date(Date.now() - DAY_MS) })
      .where(eq(billableEntities.id, entity.id));
    const capped = await admin().put('/api/billing/spend-cap', { spend_cap_cents: 5_500 });
    expect(capped.statusCode).toBe(200);
    expect(capped.json()).toMatchObject({ spend_cap_cents: 5_500, spend_cap_percent: 87 });
    await ctx.runJobs();
    const adminId = company.members['Company Admin'].user.id;
    const alerts = () =>
      db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, adminId), eq(notifications.type, 'billing')));
    expect((await alerts()).map((row) => row.title)).toEqual(['80% of your spend cap used']);

    await invites(company.id, 30, new Date());
    const notify = notifyContextOf(ctx.app, ctx.deps);
    expect(await alertAllSpendCaps(notify, new Date())).toBe(1);
    expect(await alertAllSpendCaps(notify, new Date())).toBe(0);
    await ctx.runJobs();
    expect((await alerts()).map((row) => row.title).sort()).toEqual([
      '80% of your spend cap used',
      'Spend cap reached',
    ]);
    const mails = await db.select().from(outboundMessages);
    expect(mails.some((mail) => mail.subject?.includes('Spend cap reached'))).toBe(true);

    const removed = await admin().put('/api/billing/spend-cap', { spend_cap_cents: null });
    expect(removed.json()).toMatchObject({ spend_cap_cents: null, spend_cap_percent: null });
  });

  it('refuses caps that are not whole cents within bounds', async () => {
    for (const spend_cap_cents of [-1, 0.5, 10_000_000_000, '500', 99]) {
      const response = await admin().put('/api/billing/spend-cap', { spend_cap_cents });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors.spend_cap_cents).toBeDefined();
    }
  });
});

describe('payment method and address', () => {
  it('declines 4000 0000 0000 0002 with a clear message and saves 4242…, keeping only brand, last four and expiry', async () => {
    const declined = await admin().put('/api/billing/payment-method', {
      ...GOOD_CARD,
      card_number: '4000 0000 0000 0002',
    });
    expect(declined.statusCode).toBe(422);
    expect(declined.json().errors.card_number).toEqual(['Your card was declined.']);
    const poor = await admin().put('/api/billing/payment-method', {
      ...GOOD_CARD,
      card_number: '4000000000009995',
    });
    expect(poor.json().errors.card_number).toEqual(['Your card has insufficient funds.']);
    expect((await admin().get('/api/billing')).json().payment_method).toBeNull();

    const saved = await admin().put('/api/billing/payment-method', GOOD_CARD);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().payment_method).toEqual({
      brand: 'visa',
      last4: '4242',
      exp_month: 12,
      exp_year: 2035,
    });
    const cards = await db.select().from(testGatewayCards);
    expect(JSON.stringify(cards)).not.toContain('4242424242424242');
    expect(JSON.stringify(saved.json())).not.toContain('tpm_');
  });

  it('refuses broken card input with field errors', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ ...GOOD_CARD, card_number: '4242 4242 4242 4241' }, 'card_number'],
      [{ ...GOOD_CARD, card_number: '42\u0000424242' }, 'card_number'],
      [{ ...GOOD_CARD, exp_month: 13 }, 'exp_month'],
      [{ ...GOOD_CARD, cvc: '12' }, 'cvc'],
      [{ card_number: GOOD_CARD.card_number }, 'exp_month'],
      [{ ...GOOD_CARD, exp_year: 2020 }, 'card_number'],
    ];
    for (const [body, field] of cases) {
      const response = await admin().put('/api/billing/payment-method', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      expect(response.json().errors[field], JSON.stringify(response.json())).toBeDefined();
    }
  });

  it('saves the billing address and refuses a bad one', async () => {
    const address = {
      name: 'Acme Bakery LLC',
      line_1: '1 Main St',
      city: 'Portland',
      region: 'OR',
      postal_code: '97201',
      country: 'us',
    };
    const saved = await admin().put('/api/billing/address', address);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().address).toEqual({ ...address, line_2: null, country: 'US' });
    const bad = await admin().put('/api/billing/address', { ...address, country: 'USA', line_1: '' });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['country', 'line_1']);
    const recruiter = await company.members.Recruiter.client.put('/api/billing/address', address);
    expect(recruiter.statusCode).toBe(403);
  });
});

describe('cancellation', () => {
  it('cancels at the end of the period with a SPEC reason, and undoes it before then', async () => {
    const cancelled = await admin().post('/api/billing/cancel', {
      reason: 'too_expensive',
      comment: 'Costs',
    });
    expect(cancelled.statusCode).toBe(200);
    const summary = cancelled.json();
    expect(summary.cancellation_reason).toBe('too_expensive');
    expect(summary.cancellation_at).toBe(summary.period.ends_at);
    expect(summary.lock_reason).toBeNull();
    const account = (await company.members.Manager.client.get('/api/users/self')).json();
    expect(JSON.stringify(account)).toContain(summary.cancellation_at);

    const undone = await admin().post('/api/billing/undo-cancel');
    expect(undone.json()).toMatchObject({ cancellation_at: null, cancellation_reason: null });
    expect((await admin().post('/api/billing/undo-cancel')).statusCode).toBe(422);
  });

  it('closes a trial company when its trial ends', async () => {
    const client = rival.members['Company Admin'].client;
    const entity = await entityOf(rival.id);
    const trialEnd = new Date(Date.now() + 5 * DAY_MS);
    await db
      .update(billableEntities)
      .set({ trialEndsAt: trialEnd })
      .where(eq(billableEntities.id, entity.id));
    const cancelled = (await client.post('/api/billing/cancel', { reason: 'found_alternative' })).json();
    expect(cancelled.cancellation_at).toBe(trialEnd.toISOString());
    setClockNow(new Date(trialEnd.getTime() + 1000));
    try {
      const locked = (await client.get('/api/billing')).json();
      expect(locked.lock_reason).toBe('cancelled');
      expect((await client.post('/api/billing/undo-cancel')).statusCode).toBe(409);
    } finally {
      setClockNow(null);
    }
  });

  it('takes only the seven SPEC reasons and a bounded comment', async () => {
    for (const body of [{ reason: 'bored' }, {}, { reason: 'too_expensive', comment: 'x'.repeat(2001) }]) {
      expect((await admin().post('/api/billing/cancel', body)).statusCode).toBe(422);
    }
    expect(
      (await company.members.Manager.client.post('/api/billing/cancel', { reason: 'too_expensive' }))
        .statusCode,
    ).toBe(403);
  });
});
