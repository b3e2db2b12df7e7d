// When a company is locked (SPEC.md §9, §3 locked-account reasons): it was deleted, its
// cancellation has taken effect, or its first unpaid invoice is 10 days old. Pure, for the server's lock and the pages.
import { UNPAID_INVOICE_LOCK_DAYS } from '../constants.ts';
import type { LockReason } from './enums.ts';

const DAY_MS = 86_400_000;

export interface LockState {
  firstUnpaidInvoiceAt: Date | null;
  cancellationAt: Date | null;
  /** When the account was deleted (decision 114); absent where deletion cannot be known. */
  deletedAt?: Date | null;
}

export function lockReasonOf(state: LockState, now: Date): LockReason | null {
  if (state.deletedAt && state.deletedAt <= now) return 'deleted';
  if (state.cancellationAt && state.cancellationAt <= now) return 'cancelled';
  if (
    state.firstUnpaidInvoiceAt &&
    state.firstUnpaidInvoiceAt.getTime() + UNPAID_INVOICE_LOCK_DAYS * DAY_MS <= now.getTime()
  ) {
    return 'invoice_overdue';
  }
  return null;
}
