// One run of billing "as of" an instant: close every due period, a batch of entities per
// transaction (one period each per pass, so an entity many periods behind catches up), then charge
// new invoices and those due a dunning retry. The scheduled job and the dev clock both run it; every
// step is safe to run twice or concurrently (decisions 069, 113, 128).
import type { PaymentGateway } from '#server/adapters/payments/payment-gateway.ts';
import type { Database } from '#server/db/client.ts';
import { closeDueBatch, invoicesToCharge } from './billing-close.service.ts';
import { chargeInvoices } from './invoice-charge-batch.service.ts';

export interface BillingRunDeps {
  db: Database;
  gateway: PaymentGateway;
  appUrl: string;
}

/** How far a run has got: told after each batch of closes and each batch of charges. */
export interface BillingRunProgress {
  phase: 'close' | 'charge';
  closed: number;
  invoices: number;
  charged: number;
}

/** `only`: one billable entity (the dev clock moving one company's time), else all. */
export async function runBillingCycle(
  deps: BillingRunDeps,
  now: Date,
  only?: number,
  onProgress?: (progress: BillingRunProgress) => void,
): Promise<{ invoices: number; charged: number }> {
  let closed = 0;
  let invoices = 0;
  // A batch that finds nothing due (or only accounts another instance holds) ends the closing.
  for (;;) {
    const batch = await closeDueBatch(deps.db, now, { only });
    if (batch.closed === 0) break;
    closed += batch.closed;
    invoices += batch.invoices;
    onProgress?.({ phase: 'close', closed, invoices, charged: 0 });
  }
  let charged = 0;
  let lastId = 0;
  for (;;) {
    const ids = await invoicesToCharge(deps.db, now, only, lastId);
    if (ids.length === 0) break;
    lastId = ids[ids.length - 1]!;
    // A batch's bookkeeping is set-based; each invoice keeps its own idempotency key (decision 128).
    charged += await chargeInvoices(deps, ids, now);
    onProgress?.({ phase: 'charge', closed, invoices, charged });
  }
  return { invoices, charged };
}
