import { describe, expect, it } from 'vitest';
import { allocateCents, centsOfMillionths, formatCents, formatUnitPrice } from './money.ts';

/** A small seeded generator (mulberry32): the same cases every run, thousands of them. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('money in millionths', () => {
  it('rounds to cents half up, only at the end', () => {
    expect(centsOfMillionths(0)).toBe(0);
    expect(centsOfMillionths(4_999)).toBe(0);
    expect(centsOfMillionths(5_000)).toBe(1);
    expect(centsOfMillionths(3 * 3_500)).toBe(1); // 3 × $0.0035 = $0.0105
    // 1,000 invites at $0.0035 are exactly $3.50, not 1,000 × $0.00 (each rounded alone).
    expect(centsOfMillionths(1_000 * 3_500)).toBe(350);
  });

  it('property: the lines in cents always sum to the invoice total, each within a cent of exact', () => {
    const next = random(21);
    for (let run = 0; run < 5_000; run += 1) {
      const count = 1 + Math.floor(next() * 12);
      const lines = Array.from({ length: count }, () => {
        const unit = Math.floor(next() * 50_000_000); // up to $50 with 6 decimals
        const quantity = Math.floor(next() * 5_000);
        return { amountMillionths: unit * quantity };
      });
      const { lineCents, totalCents } = allocateCents(lines);
      const exactTotal = lines.reduce((sum, line) => sum + line.amountMillionths, 0);
      expect(lineCents.reduce((sum, cents) => sum + cents, 0)).toBe(totalCents);
      expect(totalCents).toBe(centsOfMillionths(exactTotal));
      lines.forEach((line, index) => {
        expect(Math.abs(lineCents[index]! * 10_000 - line.amountMillionths)).toBeLessThan(10_000);
      });
    }
  });

  it('formats cents and unit prices', () => {
    expect(formatCents(123_456)).toBe('$1,234.56');
    expect(formatUnitPrice(3_500)).toBe('$0.0035');
    expect(formatUnitPrice(12_000_000)).toBe('$12.00');
  });
});
