// The public unsubscribe link of notification emails: /api/unsubscribe.
import { z } from '../zod.ts';
import { notificationTypeSchema } from './type-schemas.ts';

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
