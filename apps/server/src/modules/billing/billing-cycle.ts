// One run of billing "as of" an instant: close every due period, a batch of entities per
// transaction (one period each per pass, so an entity many periods behind catches up), then charge
// new invoices and those due a dunning retry. The scheduled job and the dev clock both run it; every
// step is safe to run twice or concurrently (decisions 069, 113).
import type { PaymentGateway } from '#server/adapters/payments/payment-gateway.ts';
import type { Database } from '#server/db/client.ts';
import { closeDueBatch, invoicesToCharge } from './billing-close.service.ts';
import { chargeInvoice } from './invoice-charge.service.ts';

export interface BillingRunDeps {
  db: Database;
  gateway: PaymentGateway;
  appUrl: string;
}

/** Invoices charged at once (the PostgreSQL pool has 10 connections; the app keeps the rest). */
const CHARGE_CONCURRENCY = 4;

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
    // Invoices are independent (each charge locks only its invoice): a few at once keep the
    // gateway's and the database's round trips overlapping.
    const queue = [...ids];
    const worker = async () => {
      for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
        const outcome = await chargeInvoice(deps, id, now);
        if (outcome.status !== 'skipped') charged += 1;
      }
    };
    await Promise.all(Array.from({ length: CHARGE_CONCURRENCY }, worker));
    onProgress?.({ phase: 'charge', closed, invoices, charged });
  }
  return { invoices, charged };
}
