import { describe, expect, it } from 'vitest';
import { formatRemaining } from './demo-countdown.ts';

describe('the demo countdown', () => {
  it('starts at 60:00 and counts whole seconds up', () => {
    expect(formatRemaining(60 * 60_000)).toBe('60:00');
    expect(formatRemaining(60 * 60_000 - 15_000)).toBe('59:45');
    expect(formatRemaining(61_500)).toBe('01:02');
    expect(formatRemaining(1)).toBe('00:01');
  });

  it('never goes below 00:00', () => {
    expect(formatRemaining(0)).toBe('00:00');
    expect(formatRemaining(-90_000)).toBe('00:00');
  });
});
