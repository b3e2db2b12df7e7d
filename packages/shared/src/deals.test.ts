import { describe, expect, it } from 'vitest';
import { dealState, dealSummary } from './deals.ts';
import { announcementStatus } from './notifications.ts';

const now = new Date('2031-05-01T12:00:00Z');

describe('dealState', () => {
  it('checks the expiry first, then the limit', () => {
    expect(dealState({ expiresAt: null, maxRedemptions: null, redemptions: 10 }, now)).toBe('available');
    expect(dealState({ expiresAt: now, maxRedemptions: null, redemptions: 0 }, now)).toBe('expired');
    expect(
      dealState({ expiresAt: new Date('2031-05-01T12:00:01Z'), maxRedemptions: 2, redemptions: 2 }, now),
    ).toBe('exhausted');
    expect(
      dealState({ expiresAt: new Date('2031-04-01T00:00:00Z'), maxRedemptions: 2, redemptions: 2 }, now),
    ).toBe('expired');
    expect(dealState({ expiresAt: null, maxRedemptions: 2, redemptions: 1 }, now)).toBe('available');
  });
});

describe('dealSummary', () => {
  it('names the trial, the discount or both', () => {
    expect(dealSummary({ trialDays: 30, discountPercent: null, discountMonths: null })).toBe(
      '30-day free trial',
    );
    expect(dealSummary({ trialDays: null, discountPercent: 10, discountMonths: 1 })).toBe(
      '10% off the first month',
    );
    expect(dealSummary({ trialDays: 45, discountPercent: 25, discountMonths: 6 })).toBe(
      '45-day free trial + 25% off the first 6 months',
    );
  });
});

describe('announcementStatus', () => {
  it('is draft, scheduled, live or retired', () => {
    expect(announcementStatus({ publishedAt: null, retiredAt: null }, now)).toBe('draft');
    expect(announcementStatus({ publishedAt: '2031-05-02T00:00:00Z', retiredAt: null }, now)).toBe(
      'scheduled',
    );
    expect(announcementStatus({ publishedAt: '2031-04-30T00:00:00Z', retiredAt: null }, now)).toBe('live');
    expect(
      announcementStatus({ publishedAt: '2031-04-30T00:00:00Z', retiredAt: '2031-05-01T00:00:00Z' }, now),
    ).toBe('retired');
  });
});
