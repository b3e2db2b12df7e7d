// One run of billing "as of" an instant: close every due period (a period per call, so an entity
// many periods behind catches up), then charge new invoices and those due a dunning retry. The
// scheduled job and the dev clock both run it; every step is safe to run twice or concurrently.
import type { PaymentGateway } from '#server/adapters/payments/payment-gateway.ts';
import type { Database } from '#server/db/client.ts';
import { closePeriod, dueEntityIds, invoicesToCharge } from './billing-close.service.ts';
import { chargeInvoice } from './invoice-charge.service.ts';

export interface BillingRunDeps {
  db: Database;
  gateway: PaymentGateway;
  appUrl: string;
}

/** `only`: one billable entity (the dev clock moving one company's time), else all. */
export async function runBillingCycle(
  deps: BillingRunDeps,
  now: Date,
  only?: number,
): Promise<{ invoices: number; charged: number }> {
  let invoices = 0;
  for (;;) {
    const due = await dueEntityIds(deps.db, now, only);
    let advanced = 0;
    for (const id of due) {
      const before = await closePeriod(deps.db, id, now);
      if (before !== null) invoices += 1;
      advanced += 1;
    }
    if (due.length === 0 || advanced === 0) break;
    // Entities another instance holds stay due: stop once a pass finds only those.
    const still = await dueEntityIds(deps.db, now, only);
    if (still.length === due.length && still.every((id, index) => id === due[index])) break;
  }
  let charged = 0;
  const seen = new Set<number>();
  for (;;) {
    const ids = (await invoicesToCharge(deps.db, now, only)).filter((id) => !seen.has(id));
    if (ids.length === 0) break;
    for (const id of ids) {
      seen.add(id);
      const outcome = await chargeInvoice(deps, id, now);
      if (outcome.status !== 'skipped') charged += 1;
    }
  }
  return { invoices, charged };
}
