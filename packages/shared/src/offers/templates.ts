// /api/offer-templates: offer letter templates of the active company.
import { paginatedSchema } from '../api.ts';
import { z } from '../zod.ts';
import { OFFER_TEMPLATE_BODY_MAX_LENGTH, OFFER_TEMPLATE_NAME_MAX_LENGTH } from './limits.ts';

export const createOfferTemplateSchema = z.object({
  name: z.string().trim().min(1).max(OFFER_TEMPLATE_NAME_MAX_LENGTH),
  body: z.string().trim().min(1).max(OFFER_TEMPLATE_BODY_MAX_LENGTH),
  is_default: z.boolean().optional(),
});
export type CreateOfferTemplateInput = z.infer<typeof createOfferTemplateSchema>;

export const updateOfferTemplateSchema = createOfferTemplateSchema.partial();
export type UpdateOfferTemplateInput = z.infer<typeof updateOfferTemplateSchema>;

export const offerTemplateSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Sanitized rich text with `{{merge_field}}` placeholders. */
  body: z.string(),
  is_default: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type OfferTemplate = z.infer<typeof offerTemplateSchema>;

/** GET /api/offer-templates: a page of templates, and whether the caller may add one. */
export const offerTemplateListSchema = paginatedSchema(offerTemplateSchema).extend({
  abilities: z.object({ create: z.boolean() }),
});
export type OfferTemplateList = z.infer<typeof offerTemplateListSchema>;

export const offerAbilitiesSchema = z.object({ create: z.boolean(), approve: z.boolean() });
