// Notifications (SPEC.md §3, §4 "Notification toasts", §7, §9): the types and channels, who sees
// each type, default delivery preferences, the API payloads and the toast items of
// GET /api/persistent-notifications/. The code lives in notifications/:
// - types-and-channels.ts: types, channels, scopes, labels and who sees each type
// - type-data.ts: data carried by particular types, the interview reminder window
// - inbox.ts: the notification payload, list and read-all endpoints
// - preferences.ts: default delivery preferences and the preferences endpoints
// - unsubscribe.ts: the public unsubscribe link of emails
// - toasts.ts: the toasts of GET /api/persistent-notifications/; toast-rules.ts: their kinds,
//   the new-notification event and the reminder window, without schemas
// - type-schemas.ts: the types, channels and scopes as schemas
// - feature-announcements.ts: feature announcements
export * from './notifications/feature-announcements.ts';
export * from './notifications/inbox.ts';
export * from './notifications/preferences.ts';
export * from './notifications/toast-rules.ts';
export * from './notifications/toasts.ts';
export * from './notifications/type-data.ts';
export * from './notifications/type-schemas.ts';
export * from './notifications/types-and-channels.ts';
export * from './notifications/unsubscribe.ts';
