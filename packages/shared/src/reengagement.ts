// Reaching people again (issue 23): /confirm "Confirm Your Info" (an imported talent-pool contact
// confirms or corrects their details and says whether they may be contacted) and /still-interested
// "Take Next Steps" (a quiet candidate says whether they are still looking). Both open from a
// signed, expiring link without signing in (docs/decisions/104, 105).
import { nameSchema, phoneSchema } from './auth.ts';
import { IMPORT_LOCATION_MAX_LENGTH } from './imports.ts';
import { z } from './zod.ts';

/** How long a /confirm link works. */
export const CONFIRM_LINK_DAYS = 30;
/** How long a /still-interested link works. */
export const STILL_INTERESTED_LINK_DAYS = 30;
/** A candidate whose profile has not changed for this long is asked once whether they still look. */
export const STILL_INTERESTED_AFTER_DAYS = 90;
/** Answering "no" hides the candidate from company searches this long (they can unsnooze any time). */
export const STILL_INTERESTED_SNOOZE_DAYS = 90;

export const signedTokenSchema = z.string().trim().min(1).max(300);

/** GET /api/confirm/{token} (public) */
export const confirmInfoSchema = z.object({
  company_name: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  /** Masked (`j***@example.com`): the link may have been forwarded. */
  email: z.string(),
  phone: z.string().nullable(),
  location: z.string().nullable(),
  /** null until the contact answered. */
  consent: z.boolean().nullable(),
  confirmed_at: z.string().nullable(),
  expires_at: z.string(),
});
export type ConfirmInfo = z.infer<typeof confirmInfoSchema>;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => value || null);

/** POST /api/confirm (public): the details as the contact confirms or corrects them. */
export const confirmInfoInputSchema = z.object({
  token: signedTokenSchema,
  first_name: nameSchema,
  last_name: nameSchema,
  phone: z
    .union([phoneSchema, z.literal('')])
    .nullish()
    .transform((value) => value || null),
  location: optionalText(IMPORT_LOCATION_MAX_LENGTH),
  consent: z.boolean({ error: 'Choose whether the company may contact you.' }),
});
export type ConfirmInfoInput = z.input<typeof confirmInfoInputSchema>;

export const confirmInfoResultSchema = confirmInfoSchema.extend({ message: z.string() });

/** GET /api/still-interested/{token} (public) */
export const stillInterestedSchema = z.object({
  first_name: z.string(),
  email: z.string(),
  /** When the candidate is hidden from company searches until, if they are. */
  snoozed_until: z.string().nullable(),
  answered_at: z.string().nullable(),
  /** The one-click unsubscribe link (/unsubscribe?token=…) for these check-ins. */
  unsubscribe_path: z.string(),
  expires_at: z.string(),
});
export type StillInterested = z.infer<typeof stillInterestedSchema>;

/** POST /api/still-interested (public) */
export const stillInterestedAnswerSchema = z.object({
  token: signedTokenSchema,
  answer: z.enum(['yes', 'no'], { error: 'Answer yes or no.' }),
});
export type StillInterestedAnswer = z.input<typeof stillInterestedAnswerSchema>;

export const stillInterestedResultSchema = stillInterestedSchema.extend({ message: z.string() });

/** The company asks one contact, or an import's contacts, to confirm their info. */
export const confirmRequestResultSchema = z.object({ message: z.string(), confirm_requested_at: z.string() });
