import { describe, expect, it } from 'vitest';
import { groupNames } from './group-names.ts';

const names = new Map([
  [1, 'North'],
  [2, 'South'],
]);

describe('groupNames', () => {
  it('says an owner has every group', () => {
    expect(groupNames('Enterprise Owner', [], names, 'Franchisees')).toBe('All Franchisees');
  });

  it('lists the groups the viewer can see, skipping unknown ones', () => {
    expect(groupNames('Enterprise Admin', [2, 1, 9], names, 'Regions')).toBe('South, North');
  });

  it('says when none are visible', () => {
    expect(groupNames('Enterprise Viewer', [9], names, 'Clients')).toBe('No clients');
  });
});
