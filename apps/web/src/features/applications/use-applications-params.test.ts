import { describe, expect, it } from 'vitest';
import { readApplicationsParams, tabSearch } from './use-applications-params.ts';

describe('readApplicationsParams', () => {
  it('defaults to the first page of active applications', () => {
    expect(readApplicationsParams(new URLSearchParams(''))).toEqual({ tab: 'active', page: 1 });
    expect(readApplicationsParams(new URLSearchParams('tab=closed&page=-2'))).toEqual({
      tab: 'active',
      page: 1,
    });
  });

  it('reads the All tab and a page', () => {
    expect(readApplicationsParams(new URLSearchParams('tab=all&page=3'))).toEqual({ tab: 'all', page: 3 });
    expect(tabSearch('all')).toBe('?tab=all');
    expect(tabSearch('active')).toBe('');
  });
});
