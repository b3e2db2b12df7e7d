import { describe, expect, it } from 'vitest';
import { formatPayRange } from './pay-range.ts';

describe('formatPayRange', () => {
  it('writes a range with an en dash and the period', () => {
    expect(formatPayRange({ payMin: 18, payMax: 22, payPeriod: 'hour' })).toBe('$18–22 / hour');
    expect(formatPayRange({ payMin: 40000, payMax: 55000, payPeriod: 'year' })).toBe('$40,000–55,000 / year');
  });

  it('writes one figure when both ends are equal, and open ranges with From / Up to', () => {
    expect(formatPayRange({ payMin: 20, payMax: 20, payPeriod: 'hour' })).toBe('$20 / hour');
    expect(formatPayRange({ payMin: 20, payMax: null, payPeriod: 'day' })).toBe('From $20 / day');
    expect(formatPayRange({ payMin: null, payMax: 3000, payPeriod: 'month' })).toBe('Up to $3,000 / month');
  });

  it('answers null when no pay is stated', () => {
    expect(formatPayRange({ payMin: null, payMax: null, payPeriod: null })).toBeNull();
  });
});
