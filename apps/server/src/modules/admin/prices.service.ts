// Super admins edit the price list (decision 115). An edit is a new version of the item's price,
// effective from the moment it is saved: a period is billed at the prices in effect when it
// started, so each billable entity pays the new price from its next period. Versions are never
// changed or removed (the history), and each edit is written to the audit log in its transaction.

import type { PaginationQuery } from '@hireloop/shared/api';
import {
  millionthsOfPrice,
  type PriceEditInput,
  type PriceListPayload,
  priceOfMillionths,
} from '@hireloop/shared/billing';
import { DEFAULT_PER_PAGE } from '@hireloop/shared/constants';
import { desc, eq, sql } from 'drizzle-orm';
import { authorizeAdmin } from '#server/access/super-admin.ts';
import type { Database } from '#server/db/client.ts';
import { billingPrices, users } from '#server/db/schema.ts';
import { clockNow } from '#server/lib/clock.ts';
import { validation } from '#server/lib/errors.ts';
import { pageMeta, pageOffset } from '#server/lib/pagination.ts';
import { loadPriceHistory } from '#server/modules/billing/pricing.ts';
import type { AuditOrigin } from './company-deletion.service.ts';
import { recordAuditEvent } from './impersonation.service.ts';

interface VersionRow {
  itemName: string;
  unitPriceMillionths: number;
  effectiveFrom: Date;
  changedBy: string | null;
}

function presentVersion(row: VersionRow) {
  return {
    item_name: row.itemName,
    unit_price_millionths: row.unitPriceMillionths,
    unit_price: priceOfMillionths(row.unitPriceMillionths),
    effective_from: row.effectiveFrom.toISOString(),
    changed_by: row.changedBy,
  };
}

/** The prices in effect now, one per item (the latest version of each). */
async function currentVersions(db: Database, now: Date): Promise<VersionRow[]> {
  const latest = new Map<string, VersionRow>();
  for (const version of await loadPriceHistory(db)) {
    if (version.effectiveFrom <= now) latest.set(version.itemName, { ...version, changedBy: null });
  }
  return [...latest.values()].sort((a, b) => a.itemName.localeCompare(b.itemName));
}

export async function listPrices(
  db: Database,
  userId: number,
  query: PaginationQuery,
): Promise<PriceListPayload> {
  await authorizeAdmin(db, userId);
  const [rows, [counted], current] = await Promise.all([
    db
      .select({
        itemName: billingPrices.itemName,
        unitPriceMillionths: billingPrices.unitPriceMillionths,
        effectiveFrom: billingPrices.effectiveFrom,
        changedBy: sql<string | null>`nullif(trim(${users.firstName} || ' ' || ${users.lastName}), '')`,
      })
      .from(billingPrices)
      .leftJoin(users, eq(users.id, billingPrices.changedByUserId))
      .orderBy(desc(billingPrices.effectiveFrom), billingPrices.itemName)
      .limit(query.per_page)
      .offset(pageOffset(query)),
    db.select({ total: sql<number>`count(*)::int` }).from(billingPrices),
    currentVersions(db, clockNow()),
  ]);
  return {
    prices: current.map(presentVersion),
    history: { data: rows.map(presentVersion), meta: pageMeta(query, counted?.total ?? 0) },
  };
}

export async function editPrice(
  db: Database,
  userId: number,
  input: PriceEditInput,
  origin: AuditOrigin,
): Promise<PriceListPayload> {
  await authorizeAdmin(db, userId);
  const unitPriceMillionths = millionthsOfPrice(input.unit_price);
  const now = clockNow();
  await db.transaction(async (tx) => {
    // One edit at a time, so "already the price" is judged against the latest version.
    await tx.execute(sql`lock table billing_prices in share row exclusive mode`);
    const current = (await currentVersions(tx, now)).find((row) => row.itemName === input.item_name);
    if (current?.unitPriceMillionths === unitPriceMillionths) {
      throw validation({ unit_price: ['That is already the price.'] });
    }
    await tx
      .insert(billingPrices)
      .values({ itemName: input.item_name, unitPriceMillionths, effectiveFrom: now, changedByUserId: userId })
      .onConflictDoUpdate({
        target: [billingPrices.itemName, billingPrices.effectiveFrom],
        set: { unitPriceMillionths, changedByUserId: userId, updatedAt: now },
      });
    const detail = new URLSearchParams({
      item_name: input.item_name,
      from: String(current?.unitPriceMillionths ?? 0),
      to: String(unitPriceMillionths),
    });
    await recordAuditEvent(tx, {
      actorUserId: userId,
      impersonatorUserId: null,
      companyId: null,
      statusCode: 200,
      ...origin,
      target: `${origin.target}?${detail}`.slice(0, 2000),
    });
  });
  return listPrices(db, userId, { page: 1, per_page: DEFAULT_PER_PAGE });
}
