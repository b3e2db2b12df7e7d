import { describe, expect, it } from 'vitest';
import { countLabel } from './count-label.ts';

describe('countLabel', () => {
  it('uses the singular for exactly one', () => {
    expect(countLabel(1, 'Location', 'Locations')).toBe('1 Location');
    expect(countLabel(0, 'Client Account', 'Client Accounts')).toBe('0 Client Accounts');
    expect(countLabel(12, 'member', 'members')).toBe('12 members');
  });
});
