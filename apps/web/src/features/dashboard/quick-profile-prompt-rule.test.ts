import { STORAGE_KEYS, STORAGE_TTL_MS } from '@hireloop/shared/constants';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DashboardProfile } from './api/candidate-profile.ts';
import {
  hideQuickProfileForAWhile,
  isQuickProfileHidden,
  quickProfileGaps,
} from './quick-profile-prompt-rule.ts';

const profile = (overrides: Partial<DashboardProfile> = {}): DashboardProfile => ({
  onboardingCompletedAt: '2026-01-05T10:00:00.000Z',
  headline: null,
  location: 'Portland, OR',
  desiredRoles: ['Baker'],
  availability: 'immediately',
  resume: null,
  ...overrides,
});

afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
});

describe('quick-profile prompt', () => {
  it('names what an onboarded candidate still lacks', () => {
    expect(quickProfileGaps(profile())).toEqual(['headline', 'resume']);
    expect(quickProfileGaps(profile({ headline: 'Baker', resume: { name: 'cv.pdf' } }))).toEqual([]);
  });

  it('says nothing before onboarding, which the checklist asks for first', () => {
    expect(quickProfileGaps(profile({ onboardingCompletedAt: null }))).toEqual([]);
  });

  it('is hidden for half an hour once stored, then shows again', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-01-05T10:00:00Z'));
    expect(isQuickProfileHidden()).toBe(false);
    hideQuickProfileForAWhile();
    expect(localStorage.getItem(STORAGE_KEYS.hideQuickProfile)).not.toBeNull();
    vi.setSystemTime(new Date(Date.now() + STORAGE_TTL_MS.hideQuickProfile - 1000));
    expect(isQuickProfileHidden()).toBe(true);
    vi.setSystemTime(new Date(Date.now() + 2000));
    expect(isQuickProfileHidden()).toBe(false);
  });
});
