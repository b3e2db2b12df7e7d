// What the web client's toasts need on every signed-in page, without schemas (issue 16): the kinds
// of GET /api/persistent-notifications/, the realtime event of a new notification and the interview
// reminder window (SPEC.md §4 "Notification toasts", §9).
import { NOTIFICATION_TOASTS } from '../constants.ts';

export const PERSISTENT_NOTIFICATION_KINDS = [
  'message',
  'feature_announcement',
  'interview_starting_soon',
] as const;
export type PersistentNotificationKind = (typeof PERSISTENT_NOTIFICATION_KINDS)[number];

/** The realtime event of a new notification on `private-App.Models.User.{id}`. */
export const NOTIFICATION_CREATED_EVENT = 'notification.created';

/**
 * SPEC.md §4/§9: the candidate (the interviewee) is reminded from 10 minutes before to 10 minutes
 * after the start, company-side viewers 5 minutes either side.
 */
export function interviewReminderWindowMs(viewerIsInterviewee: boolean): number {
  return viewerIsInterviewee
    ? NOTIFICATION_TOASTS.candidateReminderWindowMs
    : NOTIFICATION_TOASTS.companyReminderWindowMs;
}
