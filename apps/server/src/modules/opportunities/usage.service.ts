// Billable usage (SPEC.md §3 billing item names). Billing reads usage_events later; this module
// only writes them. "Opportunity Posted (Per Month)" is charged once per opportunity and calendar
// month (UTC) it is live: the partial unique index makes a second insert for the same month a
// no-op, so callers may record it as often as they like, from several instances at once.
import type { OpportunityUsageItem } from '@hireloop/shared/opportunities';
import { sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { usageEvents } from '#server/db/schema.ts';

export const POSTED_PER_MONTH: OpportunityUsageItem = 'Opportunity Posted (Per Month)';

export interface UsageInput {
  companyId: number;
  itemName: OpportunityUsageItem;
  opportunityId?: number | null;
  detail?: Record<string, unknown>;
  /** Defaults to now; the event belongs to this instant's calendar month (UTC). */
  at?: Date;
}

/** `YYYY-MM-01` of the instant's month in UTC. */
export function periodMonthOf(at: Date): string {
  return `${at.toISOString().slice(0, 7)}-01`;
}

/**
 * Records one usage event. Returns whether a row was written (false when this opportunity's
 * posting was already recorded for the month).
 */
export async function recordUsage(db: Database, input: UsageInput): Promise<boolean> {
  const rows = await db
    .insert(usageEvents)
    .values({
      companyId: input.companyId,
      itemName: input.itemName,
      opportunityId: input.opportunityId ?? null,
      periodMonth: periodMonthOf(input.at ?? new Date()),
      detail: input.detail ?? {},
    })
    .onConflictDoNothing({
      target: [usageEvents.opportunityId, usageEvents.periodMonth],
      where: sql`${usageEvents.itemName} = 'Opportunity Posted (Per Month)'`,
    })
    .returning({ id: usageEvents.id });
  return rows.length > 0;
}
