// A billing group's invoices, read from the group's page: the same access as the group (the Owner,
// and Admins and Viewers whose enterprise groups hold a location it bills); another group's
// invoice, or another enterprise's, answers 404.
import { eq } from 'drizzle-orm';
import type { EnterpriseAccess } from '#server/access/actor.ts';
import type { Database } from '#server/db/client.ts';
import { billingAccounts } from '#server/db/schema.ts';
import { findVisibleBillingGroup } from './billing-groups.service.ts';
import { type InvoiceView, invoiceViewOf } from './invoices.service.ts';

export async function billingGroupInvoice(
  db: Database,
  access: EnterpriseAccess,
  groupId: number,
  invoiceId: number,
): Promise<InvoiceView> {
  const group = await findVisibleBillingGroup(db, access, groupId);
  const [account] = await db
    .select({ address: billingAccounts.address })
    .from(billingAccounts)
    .where(eq(billingAccounts.billableEntityId, group.billableEntityId));
  return invoiceViewOf(db, group.billableEntityId, invoiceId, {
    name: group.name,
    address: account?.address ?? null,
  });
}
