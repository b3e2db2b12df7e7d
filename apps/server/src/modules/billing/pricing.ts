// Usage priced with the price list: each (company, item) line is quantity × unit price in
// millionths, exact; the invoice total rounds to cents once (`allocateCents`, shared).
import { allocateCents, type BillingItem } from '@hireloop/shared/billing';
import { asc } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { billingPrices } from '#server/db/schema.ts';

export interface UsageQuantity {
  companyId: number;
  itemName: BillingItem;
  quantity: number;
}

export interface PricedUsageLine extends UsageQuantity {
  unitPriceMillionths: number;
  amountMillionths: number;
  amountCents: number;
}

export type PriceList = ReadonlyMap<string, number>;

export interface PriceVersion {
  itemName: string;
  unitPriceMillionths: number;
  effectiveFrom: Date;
}

/** Every price with the instant it took effect (a handful of rows). */
export async function loadPriceHistory(db: Database): Promise<PriceVersion[]> {
  return db
    .select({
      itemName: billingPrices.itemName,
      unitPriceMillionths: billingPrices.unitPriceMillionths,
      effectiveFrom: billingPrices.effectiveFrom,
    })
    .from(billingPrices)
    .orderBy(asc(billingPrices.effectiveFrom));
}

/** The prices in effect at `at`: per item, the latest version that took effect by then. */
export function priceListAt(history: readonly PriceVersion[], at: Date): PriceList {
  const list = new Map<string, number>();
  for (const version of history) {
    if (version.effectiveFrom <= at) list.set(version.itemName, version.unitPriceMillionths);
  }
  return list;
}

/** The prices a period starting at `periodStart` is billed at (decision 115). */
export async function loadPriceList(db: Database, periodStart: Date): Promise<PriceList> {
  return priceListAt(await loadPriceHistory(db), periodStart);
}

/** Lines in a stable order (company, then item) with their cents summing to `totalCents`. */
export function priceUsage(
  usage: readonly UsageQuantity[],
  prices: PriceList,
): { lines: PricedUsageLine[]; subtotalMillionths: number; totalCents: number } {
  const sorted = [...usage]
    .filter((line) => line.quantity > 0)
    .sort((a, b) => a.companyId - b.companyId || a.itemName.localeCompare(b.itemName));
  const exact = sorted.map((line) => {
    const unitPriceMillionths = prices.get(line.itemName) ?? 0;
    return { ...line, unitPriceMillionths, amountMillionths: line.quantity * unitPriceMillionths };
  });
  const { lineCents, totalCents } = allocateCents(exact);
  return {
    lines: exact.map((line, index) => ({ ...line, amountCents: lineCents[index]! })),
    subtotalMillionths: exact.reduce((sum, line) => sum + line.amountMillionths, 0),
    totalCents,
  };
}
