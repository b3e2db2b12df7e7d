import { describe, expect, it } from 'vitest';
import {
  candidatesQueryParams,
  hasFilters,
  readCandidateFilters,
  withFilter,
  withoutFilters,
  withPage,
} from './candidate-filters.ts';

describe('readCandidateFilters', () => {
  it('reads every filter from the URL', () => {
    const params = new URLSearchParams(
      'opportunity=7&step=12&status=disqualified&from=2026-01-01&to=2026-01-31&search=%20espresso%20&page=3',
    );
    expect(readCandidateFilters(params)).toEqual({
      opportunityId: 7,
      stepId: 12,
      status: 'disqualified',
      appliedFrom: '2026-01-01',
      appliedTo: '2026-01-31',
      search: 'espresso',
      page: 3,
    });
  });

  it('ignores values the server would refuse', () => {
    const params = new URLSearchParams(
      'opportunity=abc&step=5&status=draft&from=yesterday&to=2026-13-45&page=-2',
    );
    expect(readCandidateFilters(params)).toEqual({
      opportunityId: null,
      stepId: null,
      status: null,
      appliedFrom: null,
      appliedTo: null,
      search: '',
      page: 1,
    });
  });

  it('ignores dates that do not exist, which Date.parse would roll over', () => {
    const filters = readCandidateFilters(new URLSearchParams('from=2026-02-30&to=2025-02-29'));
    expect([filters.appliedFrom, filters.appliedTo]).toEqual([null, null]);
    expect(readCandidateFilters(new URLSearchParams('from=2024-02-29')).appliedFrom).toBe('2024-02-29');
  });

  it('drops a step without its opportunity', () => {
    expect(readCandidateFilters(new URLSearchParams('step=12')).stepId).toBeNull();
  });
});

describe('withFilter', () => {
  it('sets a filter, goes back to the first page and keeps the open panel', () => {
    const next = withFilter(new URLSearchParams('page=4&application=9'), 'status', 'hired');
    expect(next.toString()).toBe('application=9&status=hired');
  });

  it('forgets the step when the opportunity changes', () => {
    const next = withFilter(new URLSearchParams('opportunity=7&step=12'), 'opportunityId', 8);
    expect(next.toString()).toBe('opportunity=8');
  });

  it('removes a filter set to nothing', () => {
    expect(withFilter(new URLSearchParams('search=ada'), 'search', '  ').toString()).toBe('');
  });
});

describe('paging and clearing', () => {
  it('keeps page 1 out of the URL', () => {
    expect(withPage(new URLSearchParams('page=3&status=active'), 1).toString()).toBe('status=active');
    expect(withPage(new URLSearchParams('status=active'), 2).toString()).toBe('status=active&page=2');
  });

  it('clears every filter but not the panel', () => {
    const params = new URLSearchParams(
      'opportunity=7&step=1&status=active&from=2026-01-01&search=x&application=3',
    );
    expect(withoutFilters(params).toString()).toBe('application=3');
  });

  it('tells whether anything is filtered', () => {
    expect(hasFilters(readCandidateFilters(new URLSearchParams('page=2')))).toBe(false);
    expect(hasFilters(readCandidateFilters(new URLSearchParams('search=ada')))).toBe(true);
  });
});

describe('candidatesQueryParams', () => {
  it('sends only the filters that are set', () => {
    const filters = readCandidateFilters(new URLSearchParams('opportunity=7&search=espresso'));
    expect(candidatesQueryParams(filters, 25)).toEqual({
      opportunityId: 7,
      stepId: undefined,
      status: undefined,
      appliedFrom: undefined,
      appliedTo: undefined,
      search: 'espresso',
      page: 1,
      perPage: 25,
    });
  });
});
