// The set-based close (decision 113) against the per-entity close it replaced, on the mixed
// fixture: the same invoices, lines, billed events and next periods; exactly once when run again,
// when a batch dies mid-way (rolled back whole) and when batches stop part way through the run.
import { asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Database } from '#server/db/client.ts';
import { billingAccounts, billingPrices, invoiceLines, invoices, usageEvents } from '#server/db/schema.ts';
import { closePeriodPerEntity } from '#server-test/billing-close-reference.ts';
import { type BillingFixture, buildBillingFixture, FIXTURE_CLOSE_AT } from '#server-test/billing-fixture.ts';
import { appForThisFile } from '#server-test/file-app.ts';
import { closeDueBatch } from './billing-close.service.ts';

const ctx = await appForThisFile();
const db = ctx.database.db;

// From September on an invite costs $0.40 (was $0.35): each period is billed at its start's prices.
await db.insert(billingPrices).values({
  itemName: 'Opportunity Invite',
  unitPriceMillionths: 400_000,
  effectiveFrom: new Date('2026-09-01T00:00:00Z'),
});

/** Everything a close decides for a fixture copy, with ids replaced by the fixture's labels. */
async function outcomeOf(fixture: BillingFixture) {
  const labelOfCompany = new Map([...fixture.companyIds].map(([label, id]) => [id, label]));
  const outcome: Record<string, unknown> = {};
  for (const [label, entityId] of fixture.entityIds) {
    const rows = await db
      .select()
      .from(invoices)
      .where(eq(invoices.billableEntityId, entityId))
      .orderBy(asc(invoices.periodStart));
    const invoiceViews = [];
    for (const invoice of rows) {
      const lines = await db
        .select()
        .from(invoiceLines)
        .where(eq(invoiceLines.invoiceId, invoice.id))
        .orderBy(asc(invoiceLines.id));
      const [billed] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(usageEvents)
        .where(eq(usageEvents.invoiceId, invoice.id));
      invoiceViews.push({
        periodStart: invoice.periodStart.toISOString(),
        periodEnd: invoice.periodEnd.toISOString(),
        status: invoice.status,
        subtotalMillionths: invoice.subtotalMillionths,
        totalCents: invoice.totalCents,
        billedEvents: billed!.count,
        lines: lines.map((line) => ({
          company: labelOfCompany.get(line.companyId),
          item: line.itemName,
          quantity: line.quantity,
          unit: line.unitPriceMillionths,
          amountMillionths: line.amountMillionths,
          amountCents: line.amountCents,
        })),
      });
    }
    const [account] = await db
      .select()
      .from(billingAccounts)
      .where(eq(billingAccounts.billableEntityId, entityId));
    outcome[label] = {
      invoices: invoiceViews,
      periodStartsAt: account!.periodStartsAt.toISOString(),
      nextCloseAt: account!.nextCloseAt.toISOString(),
    };
  }
  const [unbilled] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(usageEvents)
    .where(
      sql`${inArray(usageEvents.companyId, [...fixture.companyIds.values()])} and ${isNull(usageEvents.invoiceId)}`,
    );
  outcome.unbilledEvents = unbilled!.count;
  return outcome;
}

/** The old way: every entity alone, a period per call, until none is due. */
async function closePerEntity(fixture: BillingFixture) {
  for (;;) {
    let closed = 0;
    for (const id of fixture.entityIds.values()) {
      const due = await db
        .select({ id: billingAccounts.billableEntityId })
        .from(billingAccounts)
        .where(
          sql`${billingAccounts.billableEntityId} = ${id} and ${billingAccounts.nextCloseAt} <= ${FIXTURE_CLOSE_AT.toISOString()}::timestamptz`,
        );
      if (due.length === 0) continue;
      await closePeriodPerEntity(db, id, FIXTURE_CLOSE_AT);
      closed += 1;
    }
    if (closed === 0) return;
  }
}

/** The new way, in batches of three so the fixture spans several transactions. */
async function closeSetBased(database: Database = db) {
  while ((await closeDueBatch(database, FIXTURE_CLOSE_AT, { limit: 3 })).closed > 0) {}
}

/** A database whose close transactions die after their `failAfter`-th raw statement. */
function dyingDatabase(failAfter: number): Database {
  return new Proxy(db, {
    get(target, key) {
      if (key !== 'transaction') return Reflect.get(target, key, target);
      return (run: (tx: Database) => Promise<unknown>) =>
        target.transaction((tx) => {
          let statements = 0;
          const dying = new Proxy(tx, {
            get(inner, name) {
              const value = Reflect.get(inner, name, inner);
              if (name !== 'execute') return typeof value === 'function' ? value.bind(inner) : value;
              return async (query: unknown) => {
                const result = await (value as (q: unknown) => Promise<unknown>).call(inner, query);
                statements += 1;
                if (statements === failAfter) throw new Error('the process died');
                return result;
              };
            },
          });
          return run(dying);
        });
    },
  });
}

describe('the set-based close', () => {
  it('bills the mixed fixture exactly as the per-entity close did', async () => {
    const reference = await buildBillingFixture(db, 'reference');
    await closePerEntity(reference);
    const setBased = await buildBillingFixture(db, 'set-based');
    await closeSetBased();
    const expected = await outcomeOf(reference);
    expect(await outcomeOf(setBased)).toEqual(expected);

    // The fixture's decisions, spelled out once.
    const byLabel = expected as Record<
      string,
      { invoices: { lines: { item: string; unit: number }[] }[]; nextCloseAt: string }
    >;
    expect(byLabel['two-periods-behind']!.invoices).toHaveLength(2);
    expect(
      byLabel['two-periods-behind']!.invoices[0]!.lines.find((l) => l.item === 'Opportunity Invite')?.unit,
    ).toBe(350_000);
    expect(
      byLabel['two-periods-behind']!.invoices[1]!.lines.find((l) => l.item === 'Opportunity Invite')?.unit,
    ).toBe(400_000);
    expect(byLabel['trial-cancelled']!.invoices).toHaveLength(0);
    expect(byLabel['trial-cancelled']!.nextCloseAt).toBe('9999-01-01T00:00:00.000Z');
    expect(byLabel['location-1']!.invoices).toHaveLength(0);
    expect(byLabel.group!.invoices[0]!.lines.length).toBeGreaterThanOrEqual(4);
    expect(expected.unbilledEvents).toBeGreaterThan(0);
  });

  it('makes nothing twice: a re-run, a batch that dies mid-way, a run stopped part way', async () => {
    const fixture = await buildBillingFixture(db, 'exactly-once');
    // The first batch dies once it has claimed the usage and written its lines: all of it rolls back.
    await expect(closeDueBatch(dyingDatabase(6), FIXTURE_CLOSE_AT, { limit: 3 })).rejects.toThrow(
      'the process died',
    );
    const entityIds = [...fixture.entityIds.values()];
    expect(
      await db.select().from(invoices).where(inArray(invoices.billableEntityId, entityIds)),
    ).toHaveLength(0);
    const [claimed] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(usageEvents)
      .where(
        sql`${inArray(usageEvents.companyId, [...fixture.companyIds.values()])} and ${usageEvents.invoiceId} is not null`,
      );
    expect(claimed!.count).toBe(0);

    // One batch commits, then the run "crashes"; the restarted run finishes the rest.
    expect((await closeDueBatch(db, FIXTURE_CLOSE_AT, { limit: 3 })).closed).toBe(3);
    await closeSetBased();
    const once = await outcomeOf(fixture);
    // Runs again and again: nothing is due, nothing changes.
    expect((await closeDueBatch(db, FIXTURE_CLOSE_AT)).closed).toBe(0);
    await closeSetBased();
    expect(await outcomeOf(fixture)).toEqual(once);

    // And it is the same as the per-entity close of an untouched copy.
    const reference = await buildBillingFixture(db, 'exactly-once-reference');
    await closePerEntity(reference);
    expect(once).toEqual(await outcomeOf(reference));
  });
});
