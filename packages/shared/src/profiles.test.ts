import { beforeAll, describe, expect, it } from 'vitest';
import {
  latestSnoozeEnd,
  MAX_SKILLS,
  needsCandidateOnboarding,
  onboardingSchema,
  profileCompletion,
  quickProfileMissing,
  SNOOZE_NOT_IN_FUTURE,
  SNOOZE_TOO_LONG,
  snoozeEnd,
  snoozeSchema,
  updateProfileSchema,
} from './profiles.ts';
import { installValidationMessages } from './validation-messages.ts';

beforeAll(() => installValidationMessages());

const messagesOf = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('updateProfileSchema', () => {
  it('leaves out what was not sent and clears blank text', () => {
    const parsed = updateProfileSchema.parse({ headline: '  ', summary: null, location: ' Portland, OR ' });
    expect(parsed).toEqual({ headline: null, summary: null, location: 'Portland, OR' });
    expect('skills' in parsed).toBe(false);
  });

  it('trims skills and roles, drops blanks and repeats regardless of case', () => {
    const parsed = updateProfileSchema.parse({
      skills: [' TypeScript ', 'typescript', '', 'SQL'],
      desired_roles: ['Baker', 'baker ', 'Pastry chef'],
    });
    expect(parsed.skills).toEqual(['TypeScript', 'SQL']);
    expect(parsed.desired_roles).toEqual(['Baker', 'Pastry chef']);
  });

  it('enforces the limits with Laravel-style messages', () => {
    const result = updateProfileSchema.safeParse({
      headline: 'x'.repeat(121),
      summary: 'x'.repeat(5001),
      skills: Array.from({ length: MAX_SKILLS + 1 }, (_, i) => `skill ${i}`),
      links: [{ label: 'Site', url: 'javascript:alert(1)' }],
      availability: 'someday',
    });
    expect(messagesOf(result)).toEqual({
      headline: 'The headline may not be greater than 120 characters.',
      summary: 'The summary may not be greater than 5000 characters.',
      skills: 'The skills may not have more than 50 items.',
      'links.0.url': 'The url must be a valid http or https URL.',
      availability: 'The selected availability is invalid.',
    });
  });

  it('checks experience dates: YYYY-MM and the end not before the start', () => {
    const result = updateProfileSchema.safeParse({
      experience: [
        { title: 'Baker', company: 'Northwind', start_date: '2020-13', end_date: null },
        { title: 'Baker', company: 'Northwind', start_date: '2021-05', end_date: '2021-04' },
        { title: '', company: 'Northwind' },
      ],
    });
    expect(messagesOf(result)).toEqual({
      'experience.0.start_date': 'The start date must be a month in the format YYYY-MM.',
      'experience.1.end_date': 'The end date must be a date after or equal to the start date.',
      'experience.2.title': 'The title field is required.',
    });
  });

  it('puts https:// in front of a link typed without a scheme and refuses credentials', () => {
    expect(updateProfileSchema.parse({ links: [{ url: 'github.com/ada' }] }).links).toEqual([
      { label: '', url: 'https://github.com/ada' },
    ]);
    expect(updateProfileSchema.safeParse({ links: [{ url: 'https://me:pw@evil.example' }] }).success).toBe(
      false,
    );
  });

  it('checks available_from is a real calendar date', () => {
    expect(updateProfileSchema.parse({ available_from: '2026-02-28' }).available_from).toBe('2026-02-28');
    expect(messagesOf(updateProfileSchema.safeParse({ available_from: '2026-02-30' }))).toEqual({
      available_from: 'The available from must be a valid date in the format YYYY-MM-DD.',
    });
  });
});

describe('onboardingSchema', () => {
  it('requires every answer and at least one desired role', () => {
    const result = onboardingSchema.safeParse({ first_name: 'Ada', desired_roles: [' '] });
    expect(messagesOf(result)).toEqual({
      last_name: 'The last name field is required.',
      phone: 'The phone field is required.',
      location: 'The location field is required.',
      desired_roles: 'The desired roles field is required.',
      availability: 'The availability field is required.',
      work_authorization: 'The work authorization field is required.',
    });
  });
});

describe('snooze', () => {
  const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

  it('reads a calendar date as midnight UTC and a timestamp with its offset', () => {
    expect(snoozeEnd('2030-01-02')?.toISOString()).toBe('2030-01-02T00:00:00.000Z');
    expect(snoozeEnd('2030-01-02T10:00:00+02:00')?.toISOString()).toBe('2030-01-02T08:00:00.000Z');
    expect(snoozeEnd('2030-01-02T10:00:00')).toBeNull();
    expect(snoozeEnd('soon')).toBeNull();
  });

  it('accepts a future date up to one year away', () => {
    expect(snoozeSchema.safeParse({ until: inDays(30) }).success).toBe(true);
    expect(snoozeSchema.safeParse({ until: inDays(364) }).success).toBe(true);
    expect(messagesOf(snoozeSchema.safeParse({ until: inDays(-1) }))).toEqual({
      until: SNOOZE_NOT_IN_FUTURE,
    });
    expect(messagesOf(snoozeSchema.safeParse({ until: inDays(367) }))).toEqual({ until: SNOOZE_TOO_LONG });
    expect(messagesOf(snoozeSchema.safeParse({}))).toEqual({ until: 'The until field is required.' });
  });

  it('ends one calendar year later at most', () => {
    expect(latestSnoozeEnd(new Date('2025-03-01T12:00:00Z')).toISOString()).toBe('2026-03-01T12:00:00.000Z');
  });
});

describe('profile completion', () => {
  const empty = {
    headline: null,
    location: null,
    desired_roles: [],
    availability: null,
    summary: null,
    skills: [],
    experience: [],
    resume: null,
  };

  it('counts what is filled in and lists the rest in order', () => {
    expect(profileCompletion(empty)).toMatchObject({ percent: 0 });
    const partial = profileCompletion({ ...empty, headline: 'Baker', skills: ['Bread'] });
    expect(partial.percent).toBe(29);
    expect(partial.missing.map((item) => item.key)).toEqual([
      'location',
      'desired_roles',
      'resume',
      'summary',
      'experience',
    ]);
  });

  it('names the quick-profile fields still missing', () => {
    expect(quickProfileMissing(empty)).toEqual([
      'headline',
      'location',
      'desired_roles',
      'availability',
      'resume',
    ]);
    expect(
      quickProfileMissing({
        headline: 'Baker',
        location: 'Portland',
        desired_roles: ['Baker'],
        availability: 'immediately',
        resume: { name: 'cv.pdf', mime_type: 'application/pdf', size_bytes: 10, url: '/api/profile/resume' },
      }),
    ).toEqual([]);
  });
});

describe('needsCandidateOnboarding', () => {
  it('is true only for a candidate-only account without finished onboarding', () => {
    const base = { onboardingCompletedAt: null, companyCount: 0, enterpriseCount: 0 };
    expect(needsCandidateOnboarding(base)).toBe(true);
    expect(needsCandidateOnboarding({ ...base, onboardingCompletedAt: '2026-01-01T00:00:00Z' })).toBe(false);
    expect(needsCandidateOnboarding({ ...base, companyCount: 1 })).toBe(false);
    expect(needsCandidateOnboarding({ ...base, enterpriseCount: 1 })).toBe(false);
  });
});
