import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  readOpportunitiesParams,
  searchApiParams,
  withoutFilters,
  withParams,
} from './search-params.ts';

const params = (text: string) => new URLSearchParams(text);

describe('readOpportunitiesParams', () => {
  it('reads every filter, the open opportunity and the invitation', () => {
    expect(
      readOpportunitiesParams(
        params(
          'q=+pastry+&location=Portland&remote=true&employment_type=part_time&pay_min=18&pay_period=day&page=2&opportunity=12&invite=abcdefghijklmnop_-12',
        ),
      ),
    ).toEqual({
      q: 'pastry',
      location: 'Portland',
      remote: true,
      employmentType: 'part_time',
      payMin: 18,
      payPeriod: 'day',
      page: 2,
      opportunity: 12,
      invite: 'abcdefghijklmnop_-12',
    });
  });

  it('ignores values the API would refuse', () => {
    expect(
      readOpportunitiesParams(
        params(
          'remote=yes&employment_type=gig&pay_min=-5&pay_period=fortnight&page=0&opportunity=x&invite=%3Cb%3E',
        ),
      ),
    ).toEqual({
      q: '',
      location: '',
      remote: false,
      employmentType: null,
      payMin: null,
      payPeriod: 'hour',
      page: 1,
      opportunity: null,
      invite: null,
    });
  });
});

describe('searchApiParams', () => {
  it('sends only what is set, and the pay period only beside a minimum', () => {
    const filters = readOpportunitiesParams(params('q=chef&pay_period=year'));
    expect(searchApiParams(filters)).toEqual({
      q: 'chef',
      location: undefined,
      remote: undefined,
      employmentType: undefined,
      payMin: undefined,
      payPeriod: undefined,
      page: 1,
    });
    expect(searchApiParams(readOpportunitiesParams(params('pay_min=0&remote=true')))).toMatchObject({
      payMin: 0,
      payPeriod: 'hour',
      remote: 'true',
    });
  });
});

describe('withParams', () => {
  it('goes back to the first page when a filter changes, and keeps the rest', () => {
    expect(withParams(params('q=chef&page=3&opportunity=4'), { location: 'Austin' })).toBe(
      '?q=chef&opportunity=4&location=Austin',
    );
    expect(withParams(params('q=chef'), { page: '2' })).toBe('?q=chef&page=2');
    expect(withParams(params('q=chef&page=2'), { opportunity: '9' })).toBe('?q=chef&page=2&opportunity=9');
  });

  it('removes empty values, and the pay period without a minimum', () => {
    expect(withParams(params('q=chef&pay_min=20&pay_period=day'), { pay_min: null, q: '' })).toBe('');
  });

  it('clears every filter but keeps the open opportunity and invitation', () => {
    expect(
      withoutFilters(
        params('q=a&location=b&remote=true&employment_type=contract&pay_min=1&page=2&opportunity=3&invite=t'),
      ),
    ).toBe('?opportunity=3&invite=t');
  });
});

describe('activeFilterCount', () => {
  it('counts location, remote, type and pay', () => {
    expect(activeFilterCount(readOpportunitiesParams(params('q=chef')))).toBe(0);
    expect(
      activeFilterCount(
        readOpportunitiesParams(params('location=a&remote=true&employment_type=contract&pay_min=5')),
      ),
    ).toBe(4);
  });
});
