// Money arithmetic in millionths (SPEC.md §3's one million): unit prices like 0.0035 are exact
// integers, lines multiply without rounding, and an invoice rounds to cents once, at the end. Lines
// shown in cents are allocated from the rounded total (largest remainder), so they always sum to it.
import { MILLIONTHS_PER_CENT } from './enums.ts';

/** Rounds non-negative millionths to whole cents, half up. */
export function centsOfMillionths(millionths: number): number {
  return Math.floor((millionths + MILLIONTHS_PER_CENT / 2) / MILLIONTHS_PER_CENT);
}

export interface PricedLine {
  amountMillionths: number;
}

/**
 * Each line's share in cents: the rounded total split by largest remainder, so the cents of the
 * lines add up to the total exactly (rounding each line alone could miss it by a cent or more).
 */
export function allocateCents(lines: readonly PricedLine[]): { lineCents: number[]; totalCents: number } {
  const totalMillionths = lines.reduce((sum, line) => sum + line.amountMillionths, 0);
  const totalCents = centsOfMillionths(totalMillionths);
  const floors = lines.map((line) => Math.floor(line.amountMillionths / MILLIONTHS_PER_CENT));
  let left = totalCents - floors.reduce((sum, cents) => sum + cents, 0);
  const byRemainder = lines
    .map((line, index) => ({ index, remainder: line.amountMillionths % MILLIONTHS_PER_CENT }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  const lineCents = [...floors];
  for (const { index } of byRemainder) {
    if (left <= 0) break;
    lineCents[index]! += 1;
    left -= 1;
  }
  return { lineCents, totalCents };
}

/** `$1,234.56` from cents (USD; the only currency so far). */
export function formatCents(cents: number, currency = 'USD'): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(cents / 100);
}

/** A unit price in millionths as dollars with up to 4 decimals (`$0.0035`, `$12.00`). */
export function formatUnitPrice(millionths: number, currency = 'USD'): string {
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency,
    minimumFractionDigits: 2,
    maximumFractionDigits: 6,
  }).format(millionths / 1_000_000);
}
