// Billing group rows → the response shapes of @hireloop/shared/billing (groups). Card references
// never leave; the payer's card shows as brand, last four and expiry.
import type { BillingGroup, BillingGroupSummary, BillingMode, BillingPeriod } from '@hireloop/shared/billing';
import type { InvoiceRow } from '#server/db/schema.ts';
import { presentAddress, presentPaymentMethod } from './billing.presenter.ts';
import type { BillingGroupView } from './billing-groups.service.ts';
import { presentInvoiceSummary } from './invoices.presenter.ts';

export function presentBillingGroupSummary(view: BillingGroupView): BillingGroupSummary {
  return {
    id: view.group.id,
    name: view.group.name,
    locations: view.locations,
    billing_mode: view.account.billingMode as BillingMode,
    billing_period: view.account.billingPeriod as BillingPeriod,
    cycle_day: view.account.cycleDay,
    payment_method: presentPaymentMethod(view.account),
    next_close_at: view.account.nextCloseAt.toISOString(),
  };
}

export function presentBillingGroup(
  view: BillingGroupView & { invoices: InvoiceRow[] },
  canManage: boolean,
): BillingGroup {
  return {
    ...presentBillingGroupSummary(view),
    address: presentAddress(view.account),
    period: {
      starts_at: view.account.periodStartsAt.toISOString(),
      ends_at: view.account.nextCloseAt.toISOString(),
    },
    invoices: view.invoices.map(presentInvoiceSummary),
    abilities: { manage: canManage },
  };
}
