// Data carried by particular types (the `data` column), written by the modules that notify, and
// the interview reminder window.

import { z } from '../zod.ts';

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
