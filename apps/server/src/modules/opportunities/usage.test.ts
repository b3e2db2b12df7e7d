import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { usageEvents } from '#server/db/schema.ts';
import { companyAppForThisFile } from '#server-test/file-app.ts';
import { createTestOpportunity } from '#server-test/opportunity-factories.ts';
import { recordMonthlyOpportunityUsage } from './record-monthly-opportunity-usage.ts';
import { periodMonthOf, recordUsage } from './usage.service.ts';

const {
  ctx,
  companies: [company],
} = await companyAppForThisFile('Acme Bakery');

const eventsOf = (opportunityId: number) =>
  ctx.database.db.select().from(usageEvents).where(eq(usageEvents.opportunityId, opportunityId));

describe('recordUsage', () => {
  it('records a posting once per opportunity and calendar month (UTC)', async () => {
    const db = ctx.database.db;
    const { opportunity } = await createTestOpportunity(db, company.id);
    const input = {
      companyId: company.id,
      itemName: 'Opportunity Posted (Per Month)' as const,
      opportunityId: opportunity.id,
    };
    expect(await recordUsage(db, { ...input, at: new Date('2031-03-01T00:00:00Z') })).toBe(true);
    expect(await recordUsage(db, { ...input, at: new Date('2031-03-31T23:59:59Z') })).toBe(false);
    expect(await recordUsage(db, { ...input, at: new Date('2031-04-01T00:00:00Z') })).toBe(true);
    const rows = await eventsOf(opportunity.id);
    expect(rows.map((row) => row.periodMonth).sort()).toEqual(['2031-03-01', '2031-04-01']);
    expect(rows.every((row) => row.companyId === company.id && row.quantity === 1)).toBe(true);
  });

  it('records every invitation, with its detail', async () => {
    const db = ctx.database.db;
    const { opportunity } = await createTestOpportunity(db, company.id);
    const invite = {
      companyId: company.id,
      itemName: 'Opportunity Invite' as const,
      opportunityId: opportunity.id,
    };
    expect(await recordUsage(db, { ...invite, detail: { email: 'a@example.com' } })).toBe(true);
    expect(await recordUsage(db, { ...invite, detail: { email: 'b@example.com' } })).toBe(true);
    const rows = await db
      .select()
      .from(usageEvents)
      .where(
        and(eq(usageEvents.opportunityId, opportunity.id), eq(usageEvents.itemName, 'Opportunity Invite')),
      );
    expect(rows.map((row) => row.detail.email).sort()).toEqual(['a@example.com', 'b@example.com']);
  });

  it('names the month in UTC', () => {
    expect(periodMonthOf(new Date('2030-12-31T23:30:00-05:00'))).toBe('2031-01-01');
    expect(periodMonthOf(new Date('2030-02-15T12:00:00Z'))).toBe('2030-02-01');
  });
});

describe('recordMonthlyOpportunityUsage', () => {
  it('charges every still-published opportunity once per new month, whatever the number of runs', async () => {
    const db = ctx.database.db;
    const live = await createTestOpportunity(db, company.id);
    const paused = await createTestOpportunity(db, company.id, { status: 'paused' });
    const closed = await createTestOpportunity(db, company.id, { status: 'closed' });
    const month = new Date('2032-07-01T00:30:00Z');
    const first = await recordMonthlyOpportunityUsage(db, month);
    const again = await recordMonthlyOpportunityUsage(db, new Date('2032-07-01T01:30:00Z'));
    // Several instances at once: the unique index keeps one row each.
    const parallel = await Promise.all([1, 2, 3].map(() => recordMonthlyOpportunityUsage(db, month)));
    expect(first).toBeGreaterThanOrEqual(1);
    expect(again).toBe(0);
    expect(parallel).toEqual([0, 0, 0]);
    expect((await eventsOf(live.opportunity.id)).map((row) => row.periodMonth)).toEqual(['2032-07-01']);
    expect(await eventsOf(paused.opportunity.id)).toEqual([]);
    expect(await eventsOf(closed.opportunity.id)).toEqual([]);
    expect(await recordMonthlyOpportunityUsage(db, new Date('2032-08-01T00:00:00Z'))).toBe(first);
    expect((await eventsOf(live.opportunity.id)).map((row) => row.periodMonth).sort()).toEqual([
      '2032-07-01',
      '2032-08-01',
    ]);
  });
});

describe('createTestOpportunity', () => {
  it('inserts a published opportunity with the default steps in order', async () => {
    const { opportunity, steps } = await createTestOpportunity(ctx.database.db, company.id);
    expect(opportunity.status).toBe('published');
    expect(opportunity.publishedAt).toBeInstanceOf(Date);
    expect(steps.map((step) => [step.name, step.position])).toEqual([
      ['Applied', 0],
      ['Phone Screen', 1],
      ['Interview', 2],
      ['Offer', 3],
      ['Hired', 4],
    ]);
  });

  it('takes overrides and custom steps', async () => {
    const { opportunity, steps } = await createTestOpportunity(ctx.database.db, company.id, {
      title: 'Pastry Chef',
      status: 'draft',
      steps: ['New', 'Trial shift'],
    });
    expect(opportunity).toMatchObject({ title: 'Pastry Chef', status: 'draft', publishedAt: null });
    expect(steps.map((step) => step.name)).toEqual(['New', 'Trial shift']);
  });
});
