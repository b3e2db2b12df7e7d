// The talent pool ("rolodex"): contacts a company adds by hand or from the candidate search, and
// invitations to apply to an opportunity (with the public lookup of an invitation link).

import { pageMetaSchema } from '../api.ts';
import { emailSchema } from '../auth.ts';
import { z } from '../zod.ts';
import { personSchema } from './refs.ts';

export const CONTACT_NAME_MAX_LENGTH = 100;
export const CONTACT_PHONE_MAX_LENGTH = 40;
export const CONTACT_NOTES_MAX_LENGTH = 2000;
export const DUPLICATE_CONTACT_MESSAGE = 'This person is already in your talent pool.';

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => value || null);

/** POST /api/talent-pool-contacts */
export const createTalentPoolContactSchema = z.object({
  first_name: z.string().trim().min(1).max(CONTACT_NAME_MAX_LENGTH),
  last_name: z.string().trim().min(1).max(CONTACT_NAME_MAX_LENGTH),
  email: emailSchema,
  phone: optionalText(CONTACT_PHONE_MAX_LENGTH),
  notes: optionalText(CONTACT_NOTES_MAX_LENGTH),
});
export type CreateTalentPoolContactInput = z.infer<typeof createTalentPoolContactSchema>;

export const talentPoolQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(25),
  search: z.string().trim().max(200).optional(),
});
export type TalentPoolQuery = z.infer<typeof talentPoolQuerySchema>;

export const talentPoolContactSchema = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  /** null for a person added from a Hireloop search: invitations reach them, the team never sees it. */
  email: z.string().nullable(),
  phone: z.string().nullable(),
  /** The person's Hireloop account when they were added from a candidate search, else null. */
  candidate_user_id: z.number().int().nullable(),
  notes: z.string(),
  created_by: personSchema.nullable(),
  created_at: z.string(),
  /** When the contact was last invited to apply, if ever. */
  last_invited_at: z.string().nullable(),
  location: z.string().nullable(),
  /** /confirm (docs/decisions/104): when the contact was last asked, when they confirmed, their consent. */
  confirm_requested_at: z.string().nullable(),
  confirmed_at: z.string().nullable(),
  contact_consent: z.boolean().nullable(),
  /** After an invitation: the sentence the client shows. */
  message: z.string().optional(),
});
export type TalentPoolContact = z.infer<typeof talentPoolContactSchema>;

export const talentPoolListSchema = z.object({
  data: z.array(talentPoolContactSchema),
  meta: pageMetaSchema,
  abilities: z.object({ create: z.boolean(), invite: z.boolean() }),
});

/** POST /api/talent-pool-contacts/from-candidate: a person found by the candidate search. */
export const addCandidateContactSchema = z.object({
  candidate_user_id: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  notes: optionalText(CONTACT_NOTES_MAX_LENGTH),
});
export type AddCandidateContactInput = z.infer<typeof addCandidateContactSchema>;

/** POST /api/talent-pool-contacts/{id}/invite */
export const inviteContactSchema = z.object({ opportunity_id: z.number().int().positive() });
export type InviteContactInput = z.infer<typeof inviteContactSchema>;

/** GET /api/opportunity-invites/{token} (public): what the landing page prefills. */
export const opportunityInviteLookupSchema = z.object({
  opportunity: z.object({
    id: z.number().int(),
    title: z.string(),
    location: z.string(),
    remote: z.boolean(),
    company: z.object({ id: z.number().int(), name: z.string(), avatar: z.string().nullable() }),
    accepting_applications: z.boolean(),
  }),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
});
export type OpportunityInviteLookup = z.infer<typeof opportunityInviteLookupSchema>;
