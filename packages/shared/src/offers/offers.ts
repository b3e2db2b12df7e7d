// /api/offers: an offer to the candidate of one application, its statuses and who may do what.
import { paginationQuerySchema } from '../api.ts';
import { calendarDateSchema } from '../calendar-date.ts';
import { PAY_PERIODS } from '../opportunities/enums.ts';
import { z } from '../zod.ts';
import {
  FULL_NAME_MAX_LENGTH,
  OFFER_DECLINE_REASON_MAX_LENGTH,
  OFFER_PAY_LIMIT_CENTS,
  OFFER_TEXT_MAX_LENGTH,
} from './limits.ts';

export const OFFER_STATUSES = [
  'draft',
  'pending_approval',
  'sent',
  'accepted',
  'declined',
  'expired',
  'withdrawn',
] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];

export const OFFER_STATUS_LABELS: Record<OfferStatus, string> = {
  draft: 'Draft',
  pending_approval: 'Awaiting approval',
  sent: 'Sent',
  accepted: 'Accepted',
  declined: 'Declined',
  expired: 'Expired',
  withdrawn: 'Withdrawn',
};

/** Statuses in which the company may still change the offer's terms. */
export const EDITABLE_OFFER_STATUSES: readonly OfferStatus[] = ['draft', 'pending_approval'];
/** Statuses from which an offer can be withdrawn. */
export const WITHDRAWABLE_OFFER_STATUSES: readonly OfferStatus[] = ['draft', 'pending_approval', 'sent'];

const text = z.string().trim().max(OFFER_TEXT_MAX_LENGTH);

const offerTerms = {
  template_id: z.number().int().positive(),
  pay_amount_cents: z.number().int().min(1).max(OFFER_PAY_LIMIT_CENTS),
  pay_period: z.enum(PAY_PERIODS),
  start_date: calendarDateSchema,
  /** The last day the candidate may accept. */
  expires_on: calendarDateSchema,
  location: text.optional(),
  manager_name: text.optional(),
  /** A file of the company's library to attach (`library_model_has_file_id`). */
  library_model_has_file_id: z.number().int().positive().nullish(),
};

export const createOfferSchema = z.object({
  application_id: z.number().int().positive(),
  ...offerTerms,
});
export type CreateOfferInput = z.infer<typeof createOfferSchema>;

export const updateOfferSchema = z.object(offerTerms).partial();
export type UpdateOfferInput = z.infer<typeof updateOfferSchema>;

export const offerListQuerySchema = paginationQuerySchema.extend({
  status: z.enum(OFFER_STATUSES).optional(),
  application_id: z.coerce.number().int().positive().optional(),
});
export type OfferListQuery = z.infer<typeof offerListQuerySchema>;

export const offerAttachmentSchema = z.object({
  model_has_file_id: z.number().int(),
  library_model_has_file_id: z.number().int().nullable(),
  current_name: z.string(),
  mime_type: z.string(),
  size_bytes: z.number().int(),
});

export const offerAcceptanceSchema = z.object({
  full_name: z.string(),
  accepted_at: z.string(),
  ip_address: z.string(),
  user_agent: z.string(),
  document_hash: z.string(),
});

export const offerSchema = z.object({
  id: z.number().int(),
  uuid: z.string(),
  status: z.enum(OFFER_STATUSES),
  application_id: z.number().int(),
  template_id: z.number().int().nullable(),
  candidate: z.object({ id: z.number().int(), first_name: z.string(), last_name: z.string() }),
  opportunity: z.object({ id: z.number().int(), title: z.string() }),
  pay_amount_cents: z.number().int(),
  pay_period: z.enum(PAY_PERIODS),
  pay_text: z.string(),
  start_date: z.string(),
  expires_on: z.string(),
  location: z.string(),
  manager_name: z.string(),
  /** The letter as the candidate sees it: rendered now for drafts, frozen once sent. */
  letter_html: z.string(),
  attachment: offerAttachmentSchema.nullable(),
  created_by: z.object({ id: z.number().int(), first_name: z.string(), last_name: z.string() }).nullable(),
  approved_at: z.string().nullable(),
  sent_at: z.string().nullable(),
  responded_at: z.string().nullable(),
  decline_reason: z.string().nullable(),
  acceptance: offerAcceptanceSchema.nullable(),
  onboarding_id: z.number().int().nullable(),
  created_at: z.string(),
  abilities: z.object({
    update: z.boolean(),
    send: z.boolean(),
    approve: z.boolean(),
    withdraw: z.boolean(),
  }),
});
export type Offer = z.infer<typeof offerSchema>;

export const offerListSchema = z.object({
  data: z.array(offerSchema),
  meta: z.object({
    current_page: z.number().int(),
    per_page: z.number().int(),
    total: z.number().int(),
    last_page: z.number().int(),
  }),
  abilities: z.object({ create: z.boolean(), approve: z.boolean() }),
});

/** The success sentence of each action (shown as a toast). */
export const offerActionResponseSchema = z.object({ message: z.string(), offer: offerSchema });

export const offerSettingsSchema = z.object({
  require_approval: z.boolean(),
  abilities: z.object({ update: z.boolean() }),
});
export const updateOfferSettingsSchema = z.object({ require_approval: z.boolean() });

/** POST /api/offers/preview: the letter with the candidate's real values, before saving. */
export const previewOfferSchema = createOfferSchema.omit({ library_model_has_file_id: true });
export const offerPreviewSchema = z.object({ letter_html: z.string() });

// Public acceptance (/offers/{uuid}, no login).

export const publicOfferSchema = z.object({
  uuid: z.string(),
  status: z.enum(OFFER_STATUSES),
  company: z.object({ name: z.string(), avatar: z.string().nullable() }),
  candidate_name: z.string(),
  opportunity_title: z.string(),
  letter_html: z.string(),
  /** SHA-256 (hex) of letter_html: what the acceptance records. */
  document_hash: z.string(),
  expires_on: z.string(),
  attachment: z.object({ name: z.string(), url: z.string() }).nullable(),
  acceptance: offerAcceptanceSchema.pick({ full_name: true, accepted_at: true }).nullable(),
  /** Why it can no longer be answered, when it cannot. */
  closed_message: z.string().nullable(),
  pdf_url: z.string().nullable(),
  onboarding_id: z.number().int().nullable(),
});
export type PublicOffer = z.infer<typeof publicOfferSchema>;

export const acceptOfferSchema = z.object({
  full_name: z.string().trim().min(1).max(FULL_NAME_MAX_LENGTH),
  consent: z.literal(true, { error: 'You must agree to sign the offer letter electronically.' }),
  /** The hash the page was shown; a mismatch means the letter changed under the candidate. */
  document_hash: z
    .string()
    .regex(/^[0-9a-f]{64}$/)
    .optional(),
});
export type AcceptOfferInput = z.infer<typeof acceptOfferSchema>;

export const declineOfferSchema = z.object({
  reason: z.string().trim().max(OFFER_DECLINE_REASON_MAX_LENGTH).nullish(),
});

export const OFFER_UPDATED_EVENT = 'offer.updated';
export interface OfferUpdatedEvent {
  offer_id: number;
  application_id: number;
  status: OfferStatus;
}
