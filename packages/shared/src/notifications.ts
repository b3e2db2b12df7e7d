// Notifications (SPEC.md §3, §4 "Notification toasts", §7, §9): the types and channels, who sees
// each type, default delivery preferences, the API payloads and the toast items of
// GET /api/persistent-notifications/.
import { z } from 'zod';
import { pageMetaSchema } from './api.ts';
import { NOTIFICATION_TOASTS } from './constants.ts';

export const NOTIFICATION_TYPES = [
  'new_message',
  'application_update',
  'application_received',
  'interview_scheduled',
  'interview_starting_soon',
  'offer',
  'team_invitation',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export const NOTIFICATION_CHANNELS = ['in_app', 'email', 'sms'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

/** The two notification inboxes: the personal (candidate) one and the active company's. */
export const NOTIFICATION_SCOPES = ['candidate', 'company'] as const;
export type NotificationScope = (typeof NOTIFICATION_SCOPES)[number];

export type NotificationSide = NotificationScope | 'both';

export const NOTIFICATION_CHANNEL_LABELS: Record<NotificationChannel, string> = {
  in_app: 'In-app',
  email: 'Email',
  sms: 'Text message',
};

export interface NotificationTypeInfo {
  label: string;
  /** Which inbox (and preferences page) the type belongs to. */
  side: NotificationSide;
  description: string;
}

export const NOTIFICATION_TYPE_INFO: Record<NotificationType, NotificationTypeInfo> = {
  new_message: {
    label: 'New messages',
    side: 'both',
    description: 'Someone sent you a message.',
  },
  application_update: {
    label: 'Application updates',
    side: 'candidate',
    description: 'An application of yours moved to another step or was decided.',
  },
  application_received: {
    label: 'New applications',
    side: 'company',
    description: 'A candidate applied to one of your opportunities.',
  },
  interview_scheduled: {
    label: 'Interviews scheduled',
    side: 'both',
    description: 'An interview was scheduled, moved or cancelled.',
  },
  interview_starting_soon: {
    label: 'Interview reminders',
    side: 'both',
    description: 'An interview you take part in is about to start.',
  },
  offer: {
    label: 'Offers',
    side: 'both',
    description: 'An offer was sent, accepted or declined.',
  },
  team_invitation: {
    label: 'Team invitations',
    // The invitee is not a member yet, so the invitation lands in the personal inbox.
    side: 'candidate',
    description: 'You were invited to join a company or enterprise.',
  },
};

export function notificationTypeLabel(type: NotificationType): string {
  return NOTIFICATION_TYPE_INFO[type].label;
}

export function isNotificationType(value: unknown): value is NotificationType {
  return typeof value === 'string' && (NOTIFICATION_TYPES as readonly string[]).includes(value);
}

/** The types shown in one inbox / on one preferences page. */
export function notificationTypesOf(scope: NotificationScope): NotificationType[] {
  return NOTIFICATION_TYPES.filter((type) => {
    const side = NOTIFICATION_TYPE_INFO[type].side;
    return side === 'both' || side === scope;
  });
}

/**
 * What a user gets when they never changed a setting: everything in the app and by email; text
 * messages only for interview reminders (the one thing worth a phone buzz), and only once the
 * user has a verified phone number.
 */
const DEFAULT_SMS_TYPES: readonly NotificationType[] = ['interview_starting_soon'];

export function defaultNotificationPreference(type: NotificationType, channel: NotificationChannel): boolean {
  if (channel === 'sms') return DEFAULT_SMS_TYPES.includes(type);
  return true;
}

export const DEFAULT_NOTIFICATION_PREFERENCES: Record<
  NotificationType,
  Record<NotificationChannel, boolean>
> = Object.fromEntries(
  NOTIFICATION_TYPES.map((type) => [
    type,
    Object.fromEntries(
      NOTIFICATION_CHANNELS.map((channel) => [channel, defaultNotificationPreference(type, channel)]),
    ),
  ]),
) as Record<NotificationType, Record<NotificationChannel, boolean>>;

/** A missing value reads "The type field is required.", not "The selected type is invalid.". */
const requiredEnum = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, {
    error: (issue) =>
      issue.input === undefined || issue.input === null
        ? `The ${String(issue.path?.at(-1) ?? 'value').replace(/_/g, ' ')} field is required.`
        : undefined,
  });

export const notificationTypeSchema = requiredEnum(NOTIFICATION_TYPES);
export const notificationChannelSchema = requiredEnum(NOTIFICATION_CHANNELS);
export const notificationScopeSchema = requiredEnum(NOTIFICATION_SCOPES);

// ---------------------------------------------------------------------------------------------
// Data carried by particular types (the `data` column), written by the modules that notify.

/** `new_message`: which conversation and message the notification is about. */
export const newMessageNotificationDataSchema = z.object({
  conversation_uuid: z.string(),
  message_id: z.number().int(),
  /** The sender's avatar URL, shown on the toast. */
  sender_avatar: z.string().nullable().optional(),
  /** The company whose inbox the message arrived in, when the recipient is company-side. */
  set_company_id: z.number().int().nullable().optional(),
});
export type NewMessageNotificationData = z.infer<typeof newMessageNotificationDataSchema>;

/** `interview_starting_soon` (and `interview_scheduled`): SPEC.md §3 interview notification metadata. */
export const interviewNotificationDataSchema = z.object({
  id: z.number().int(),
  uuid: z.string(),
  company: z.object({
    id: z.number().int(),
    name: z.string(),
    nickname: z.string().nullable(),
    avatar: z.string().nullable(),
  }),
  interviewee: z.object({
    id: z.number().int(),
    first_name: z.string(),
    last_name: z.string(),
    avatar: z.string().nullable(),
  }),
  location: z.enum(['web_conference', 'in_person', 'phone']),
  duration_minutes: z.number().int(),
  start_time: z.string(),
});
export type InterviewNotificationData = z.infer<typeof interviewNotificationDataSchema>;

/**
 * SPEC.md §4/§9: the candidate (the interviewee) is reminded from 10 minutes before to 10 minutes
 * after the start, company-side viewers 5 minutes either side.
 */
export function interviewReminderWindowMs(viewerIsInterviewee: boolean): number {
  return viewerIsInterviewee
    ? NOTIFICATION_TOASTS.candidateReminderWindowMs
    : NOTIFICATION_TOASTS.companyReminderWindowMs;
}

// ---------------------------------------------------------------------------------------------
// API payloads.

export const notificationSchema = z.object({
  id: z.number().int(),
  type: notificationTypeSchema,
  type_label: z.string(),
  company_id: z.number().int().nullable(),
  title: z.string(),
  body: z.string(),
  link: z.string().nullable(),
  data: z.record(z.string(), z.unknown()),
  read_at: z.string().nullable(),
  created_at: z.string(),
});
export type NotificationItem = z.infer<typeof notificationSchema>;

/** Payload of the realtime event `notification.created` on `private-App.Models.User.{id}`. */
export const NOTIFICATION_CREATED_EVENT = 'notification.created';
export const notificationCreatedEventSchema = notificationSchema;

/** GET /api/notifications */
export const notificationListQuerySchema = z.object({
  scope: notificationScopeSchema.default('candidate'),
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(25),
});
export type NotificationListQuery = z.infer<typeof notificationListQuerySchema>;

export const notificationListSchema = z.object({
  data: z.array(notificationSchema),
  meta: pageMetaSchema.extend({ unread_count: z.number().int() }),
});
export type NotificationList = z.infer<typeof notificationListSchema>;

/** POST /api/notifications/read-all */
export const readAllNotificationsSchema = z.object({ scope: notificationScopeSchema });
export type ReadAllNotificationsInput = z.infer<typeof readAllNotificationsSchema>;

/** POST /api/notifications/read-all: how many were marked, and what is left unread in that inbox. */
export const readAllNotificationsResultSchema = z.object({
  marked_read: z.number().int(),
  unread_count: z.number().int(),
});
export type ReadAllNotificationsResult = z.infer<typeof readAllNotificationsResultSchema>;

/** GET /api/notification-preferences?scope= */
export const notificationPreferencesQuerySchema = z.object({
  scope: notificationScopeSchema.default('candidate'),
});

export const notificationPreferenceSchema = z.object({
  type: notificationTypeSchema,
  channel: notificationChannelSchema,
  enabled: z.boolean(),
});
export type NotificationPreference = z.infer<typeof notificationPreferenceSchema>;

export const notificationPreferenceItemSchema = notificationPreferenceSchema.extend({
  type_label: z.string(),
  channel_label: z.string(),
});

export const notificationPreferencesSchema = z.object({
  scope: notificationScopeSchema,
  data: z.array(notificationPreferenceItemSchema),
  /** Texts are only sent to a verified phone number; the page explains how to add one. */
  sms_available: z.boolean(),
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

/** PUT /api/notification-preferences answers the saved page and a success message. */
export const savedNotificationPreferencesSchema = notificationPreferencesSchema.extend({
  message: z.string(),
});

/** PUT /api/notification-preferences: only the listed switches change. */
export const updateNotificationPreferencesSchema = z
  .object({
    scope: notificationScopeSchema,
    preferences: z.array(notificationPreferenceSchema).min(1).max(100),
  })
  .superRefine((input, context) => {
    const allowed = notificationTypesOf(input.scope);
    input.preferences.forEach((preference, index) => {
      if (!allowed.includes(preference.type)) {
        context.addIssue({
          code: 'custom',
          path: ['preferences', index, 'type'],
          message: 'The selected type is invalid.',
        });
      }
    });
  });
export type UpdateNotificationPreferencesInput = z.infer<typeof updateNotificationPreferencesSchema>;

/** GET /api/unsubscribe/{token} (public) */
export const unsubscribeInfoSchema = z.object({
  /** Masked (`j***@example.com`): the link may have been forwarded. */
  email: z.string(),
  type: notificationTypeSchema,
  type_label: z.string(),
});
export type UnsubscribeInfo = z.infer<typeof unsubscribeInfoSchema>;

/** POST /api/unsubscribe (public) */
export const unsubscribeSchema = z.object({ token: z.string().trim().min(1).max(512) });
export type UnsubscribeInput = z.infer<typeof unsubscribeSchema>;

export const unsubscribeResultSchema = unsubscribeInfoSchema.extend({ message: z.string() });
export type UnsubscribeResult = z.infer<typeof unsubscribeResultSchema>;

// ---------------------------------------------------------------------------------------------
// Toasts of GET /api/persistent-notifications/ (SPEC.md §3 "Notification toast").

export const PERSISTENT_NOTIFICATION_KINDS = [
  'message',
  'feature_announcement',
  'interview_starting_soon',
] as const;
export type PersistentNotificationKind = (typeof PERSISTENT_NOTIFICATION_KINDS)[number];

export const persistentNotificationSchema = z.object({
  /** `feature-announcement-{id}` or `notification-{id}`: unique across kinds. */
  id: z.string(),
  kind: z.enum(PERSISTENT_NOTIFICATION_KINDS),
  type: z.string(),
  title: z.string(),
  description: z.string(),
  avatar: z.string().nullable(),
  icon: z.string().nullable(),
  primary_action_text: z.string().nullable(),
  secondary_action_text: z.string().nullable(),
  color: z.string().nullable(),
  /** Where the primary action leads. */
  link: z.string().nullable(),
  /** Where the secondary action leads (feature announcements' second action). */
  secondary_link: z.string().nullable(),
  valid_from: z.string().nullable(),
  valid_to: z.string().nullable(),
  conversation_uuid: z.string().nullable(),
  conversation_message_id: z.number().int().nullable(),
  dismissible: z.boolean(),
  set_company_id: z.number().int().nullable(),
  /** The feature announcement's id (to mark it seen) or the notification's id. */
  source_id: z.number().int(),
});
export type PersistentNotification = z.infer<typeof persistentNotificationSchema>;

export const persistentNotificationListSchema = z.object({ data: z.array(persistentNotificationSchema) });
export type PersistentNotificationList = z.infer<typeof persistentNotificationListSchema>;

// ---------------------------------------------------------------------------------------------
// Feature announcements (SPEC.md §3).

export const FEATURE_ANNOUNCEMENT_TITLE_MAX_LENGTH = 120;
export const FEATURE_ANNOUNCEMENT_DESCRIPTION_MAX_LENGTH = 1000;
const ACTION_TEXT_MAX_LENGTH = 40;
const URL_MAX_LENGTH = 2048;

/** http(s) with a host, or a path inside the app ("/opportunities"); never `//evil.com`. */
/** `http(s)://` + a host name (no credentials, no spaces), then an optional port and path. */
const HTTP_URL =
  /^https?:\/\/[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*(:\d{1,5})?([/?#][^\s]*)?$/i;
/** An app path: one leading slash (`//host` would leave the site), no spaces or backslashes. */
const APP_PATH = /^\/(?![/\\])[^\s\\]*$/;

/** http(s) with a host, or a path inside the app ("/opportunities"); never `//evil.com`. */
export function isAnnouncementUrl(value: string): boolean {
  return HTTP_URL.test(value) || APP_PATH.test(value);
}

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => value || null);

const optionalUrl = optionalText(URL_MAX_LENGTH).refine(
  (value) => value === null || isAnnouncementUrl(value),
  {
    message: 'The URL must start with http://, https:// or /.',
  },
);

export const createFeatureAnnouncementSchema = z
  .object({
    title: z.string().trim().min(1).max(FEATURE_ANNOUNCEMENT_TITLE_MAX_LENGTH),
    description: z.string().trim().min(1).max(FEATURE_ANNOUNCEMENT_DESCRIPTION_MAX_LENGTH),
    avatar: optionalUrl,
    action_1_text: optionalText(ACTION_TEXT_MAX_LENGTH),
    action_1_url: optionalUrl,
    action_2_text: optionalText(ACTION_TEXT_MAX_LENGTH),
    action_2_url: optionalUrl,
    published: z.boolean(),
  })
  .superRefine((input, context) => {
    for (const n of [1, 2] as const) {
      if (input[`action_${n}_url`] && !input[`action_${n}_text`]) {
        context.addIssue({
          code: 'custom',
          path: [`action_${n}_text`],
          message: `The action ${n} text field is required when action ${n} url is present.`,
        });
      }
    }
  });
export type CreateFeatureAnnouncementInput = z.infer<typeof createFeatureAnnouncementSchema>;

export const featureAnnouncementSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  avatar: z.string().nullable(),
  action_1_text: z.string().nullable(),
  action_1_url: z.string().nullable(),
  action_2_text: z.string().nullable(),
  action_2_url: z.string().nullable(),
  published_at: z.string().nullable(),
  created_at: z.string(),
});
export type FeatureAnnouncement = z.infer<typeof featureAnnouncementSchema>;

export const featureAnnouncementListSchema = z.object({
  data: z.array(featureAnnouncementSchema),
  meta: pageMetaSchema,
});
