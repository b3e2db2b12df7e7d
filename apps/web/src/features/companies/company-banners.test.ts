import { describe, expect, it } from 'vitest';
import { buildCompany } from '#web/test/user-fixtures.ts';
import { companyBanners, trialBannerText } from './company-banners.ts';

const now = new Date('2026-03-10T12:00:00Z');

describe('company banners', () => {
  it('shows the trial banner while the trial runs, with whole days or less than 1 day', () => {
    const company = buildCompany({ billableEntityTrialEndsAt: '2026-03-13T18:00:00Z' });
    expect(companyBanners(company, now)).toEqual([
      { kind: 'trial', variant: 'success', remaining: '3 days' },
    ]);
    const lastDay = buildCompany({ billableEntityTrialEndsAt: '2026-03-10T20:00:00Z' });
    expect(companyBanners(lastDay, now)).toEqual([
      { kind: 'trial', variant: 'success', remaining: 'less than 1 day' },
    ]);
    const justStarted = buildCompany({ billableEntityTrialEndsAt: '2026-03-24T11:59:30Z' });
    expect(companyBanners(justStarted, now)[0]).toMatchObject({ remaining: '14 days' });
    const ended = buildCompany({ billableEntityTrialEndsAt: '2026-03-10T11:59:59Z' });
    expect(companyBanners(ended, now)).toEqual([]);
    expect(trialBannerText('1 day')).toBe(
      'Thanks for joining Hireloop! You have 1 day remaining on your trial.',
    );
  });

  it('shows the unpaid-invoice banner with the lock date, offering payment to admins only', () => {
    const admin = buildCompany({ firstUnpaidInvoiceAt: '2026-03-01T09:00:00Z' });
    expect(companyBanners(admin, now)).toEqual([
      { kind: 'unpaid-invoice', variant: 'error', payBy: 'Mar 11, 2026', canUpdatePayment: true },
    ]);
    const manager = buildCompany({ role: 'Manager', firstUnpaidInvoiceAt: '2026-03-01T09:00:00Z' });
    expect(companyBanners(manager, now)[0]).toMatchObject({ canUpdatePayment: false });
  });

  it('shows the cancelled banner 30 seconds after the date, telling a trial from a subscription', () => {
    const justBeforeMidnight = new Date(2026, 3, 30, 23, 59, 45).toISOString();
    const subscription = buildCompany({ cancellationAt: justBeforeMidnight });
    expect(companyBanners(subscription, now)).toEqual([
      { kind: 'cancelled', variant: 'error', closesOn: 'May 1, 2026', duringTrial: false },
    ]);
    const trial = buildCompany({
      cancellationAt: justBeforeMidnight,
      billableEntityTrialEndsAt: '2026-03-20T00:00:00Z',
    });
    expect(companyBanners(trial, now).map((banner) => banner.kind)).toEqual(['trial', 'cancelled']);
    expect(companyBanners(trial, now)[1]).toMatchObject({ duringTrial: true });
  });
});
