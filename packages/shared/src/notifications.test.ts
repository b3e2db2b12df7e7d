import { beforeAll, describe, expect, it } from 'vitest';
import {
  announcementAudienceOf,
  createFeatureAnnouncementSchema,
  DEFAULT_NOTIFICATION_PREFERENCES,
  interviewReminderWindowMs,
  isAnnouncementUrl,
  isNotificationType,
  NOTIFICATION_TYPES,
  notificationTypesOf,
  readAllNotificationsSchema,
  updateNotificationPreferencesSchema,
} from './notifications.ts';
import { installValidationMessages } from './validation-messages.ts';

beforeAll(() => {
  installValidationMessages();
});

describe('notification types and sides', () => {
  it('splits the types between the candidate, company and enterprise inboxes, sharing the "both" ones', () => {
    expect(notificationTypesOf('candidate')).toEqual([
      'new_message',
      'application_update',
      'interview_scheduled',
      'interview_starting_soon',
      'offer',
      'team_invitation',
      'job_search_check_in',
    ]);
    expect(notificationTypesOf('company')).toEqual([
      'new_message',
      'application_received',
      'interview_scheduled',
      'interview_starting_soon',
      'offer',
      'billing',
    ]);
    // The enterprise inbox has the enterprise's own news, not the personal or company kinds.
    expect(notificationTypesOf('enterprise')).toEqual(['team_member_joined']);
    const union = new Set([
      ...notificationTypesOf('candidate'),
      ...notificationTypesOf('company'),
      ...notificationTypesOf('enterprise'),
    ]);
    expect(union).toEqual(new Set(NOTIFICATION_TYPES));
  });

  it('recognises only known types', () => {
    expect(isNotificationType('offer')).toBe(true);
    expect(isNotificationType('Offer')).toBe(false);
    expect(isNotificationType(undefined)).toBe(false);
  });

  it('defaults to in-app and email for everything, texts only for interview reminders', () => {
    for (const type of NOTIFICATION_TYPES) {
      expect(DEFAULT_NOTIFICATION_PREFERENCES[type].in_app).toBe(true);
      expect(DEFAULT_NOTIFICATION_PREFERENCES[type].email).toBe(true);
      expect(DEFAULT_NOTIFICATION_PREFERENCES[type].sms).toBe(type === 'interview_starting_soon');
    }
  });

  it('reminds the interviewee 10 minutes either side and company viewers 5 (SPEC §9)', () => {
    expect(interviewReminderWindowMs(true)).toBe(10 * 60_000);
    expect(interviewReminderWindowMs(false)).toBe(5 * 60_000);
  });
});

describe('payload schemas', () => {
  it('words a missing scope as required and an unknown one as invalid', () => {
    expect(readAllNotificationsSchema.safeParse({}).error?.issues[0]?.message).toBe(
      'The scope field is required.',
    );
    expect(readAllNotificationsSchema.safeParse({ scope: 'x' }).error?.issues[0]?.message).toBe(
      'The selected scope is invalid.',
    );
  });

  it('refuses preference types of the other side', () => {
    const result = updateNotificationPreferencesSchema.safeParse({
      scope: 'company',
      preferences: [{ type: 'application_update', channel: 'email', enabled: false }],
    });
    expect(result.error?.issues[0]).toMatchObject({
      path: ['preferences', 0, 'type'],
      message: 'The selected type is invalid.',
    });
    expect(
      updateNotificationPreferencesSchema.safeParse({
        scope: 'company',
        preferences: [{ type: 'application_received', channel: 'sms', enabled: true }],
      }).success,
    ).toBe(true);
  });

  it('accepts http(s) URLs and app paths for announcements, nothing else', () => {
    for (const url of ['https://example.com', 'http://example.com:8080/a?b=1#c', '/messages', '/']) {
      expect(isAnnouncementUrl(url), url).toBe(true);
    }
    for (const url of [
      'javascript:alert(1)',
      '//evil.example.com',
      '/\\evil.example.com',
      'ftp://example.com',
      'https://user:pass@example.com',
      'example.com',
      'https://exa mple.com',
      'mailto:a@example.com',
    ]) {
      expect(isAnnouncementUrl(url), url).toBe(false);
    }
  });

  it('turns blank optional announcement fields into null and needs text for a given action URL', () => {
    const parsed = createFeatureAnnouncementSchema.parse({
      title: ' New ',
      description: 'Thing',
      avatar: '',
      action_1_text: '  ',
      published: true,
    });
    expect(parsed).toEqual({
      title: 'New',
      description: 'Thing',
      avatar: null,
      action_1_text: null,
      action_1_url: null,
      action_2_text: null,
      action_2_url: null,
      published: true,
      // Left out: every audience.
      audiences: ['candidate', 'company_admin', 'manager', 'recruiter', 'team_member', 'enterprise'],
    });
    const missingText = createFeatureAnnouncementSchema.safeParse({
      title: 'New',
      description: 'Thing',
      action_1_url: '/x',
      published: false,
    });
    expect(missingText.error?.issues[0]?.path).toEqual(['action_1_text']);
  });

  it('reads the audience of the account in use: company role first, then enterprise, else candidate', () => {
    expect(announcementAudienceOf({ companyRole: 'Recruiter', enterpriseActive: true })).toBe('recruiter');
    expect(announcementAudienceOf({ companyRole: 'Company Admin', enterpriseActive: false })).toBe(
      'company_admin',
    );
    expect(announcementAudienceOf({ companyRole: null, enterpriseActive: true })).toBe('enterprise');
    expect(announcementAudienceOf({ companyRole: null, enterpriseActive: false })).toBe('candidate');
  });
});
