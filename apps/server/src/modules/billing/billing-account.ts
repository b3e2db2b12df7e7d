// A company's billable entity with its billing account: the tenant of every billing call, always
// found from the actor's active company, never from an id in the request.
import { eq } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { type BillingAccountRow, billableEntities, billingAccounts } from '#server/db/schema.ts';
import { notFound } from '#server/lib/errors.ts';

export interface BillableEntity {
  id: number;
  companyId: number;
  trialEndsAt: Date | null;
  firstUnpaidInvoiceAt: Date | null;
  cancellationAt: Date | null;
  deletedAt: Date | null;
}

export interface EntityAccount {
  entity: BillableEntity;
  account: BillingAccountRow;
  /** The companies whose usage this entity pays for. */
  companyIds: number[];
}

export async function loadCompanyAccount(
  db: Database,
  companyId: number,
  lock = false,
): Promise<EntityAccount> {
  const query = db
    .select({
      entity: {
        id: billableEntities.id,
        companyId: billableEntities.companyId,
        trialEndsAt: billableEntities.trialEndsAt,
        firstUnpaidInvoiceAt: billableEntities.firstUnpaidInvoiceAt,
        cancellationAt: billableEntities.cancellationAt,
        deletedAt: billableEntities.deletedAt,
      },
      account: billingAccounts,
    })
    .from(billableEntities)
    .innerJoin(billingAccounts, eq(billingAccounts.billableEntityId, billableEntities.id))
    .where(eq(billableEntities.companyId, companyId))
    .limit(1);
  const [row] = lock ? await query.for('update', { of: billingAccounts }) : await query;
  if (!row) throw notFound('This company has no billing account.');
  // Found by its company, so the company is set.
  const entity = { ...row.entity, companyId: row.entity.companyId ?? companyId };
  return { entity, account: row.account, companyIds: [companyId] };
}

export function inTrial(entity: Pick<BillableEntity, 'trialEndsAt'>, now: Date): boolean {
  return entity.trialEndsAt !== null && now < entity.trialEndsAt;
}
