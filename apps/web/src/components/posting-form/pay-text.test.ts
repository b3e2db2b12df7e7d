import { describe, expect, it } from 'vitest';
import { payText } from './pay-text.ts';

describe('payText', () => {
  it('reads a range, a floor, a ceiling and one amount', () => {
    expect(payText(18, 22, 'hour')).toBe('$18–$22 an hour');
    expect(payText(50000, null, 'year')).toBe('From $50,000 a year');
    expect(payText(null, 30, 'hour')).toBe('Up to $30 an hour');
    expect(payText(25, 25, 'day')).toBe('$25 a day');
  });

  it('gives null without pay and leaves out a missing period', () => {
    expect(payText(null, null, 'hour')).toBeNull();
    expect(payText(10, 12, null)).toBe('$10–$12');
  });
});
