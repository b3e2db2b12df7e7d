// Responses of the company endpoints: the active company's profile, its dashboard figures, the
// getting-started tour (decision 015) and logo uploads.

import { hiringFiguresSchema } from './pipeline/dashboard.ts';
import { z } from './zod.ts';

export const companyProfileResponseSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  nickname: z.string().nullable(),
  avatar: z.string().nullable(),
  description: z.string().nullable(),
  website: z.string().nullable(),
  address_line_1: z.string().nullable(),
  address_line_2: z.string().nullable(),
  city: z.string().nullable(),
  region: z.string().nullable(),
  postal_code: z.string().nullable(),
  country: z.string().nullable(),
  industry: z.string().nullable(),
  size: z.string().nullable(),
  created_at: z.string(),
  abilities: z.object({ edit: z.boolean() }),
  /** After a save: the sentence the client shows. */
  message: z.string().optional(),
});
export type CompanyProfileResponse = z.infer<typeof companyProfileResponseSchema>;

export const companyAvatarResponseSchema = z.object({ avatar: z.string().nullable() });

export const companyDemoCompletedSchema = z.object({ id: z.number().int(), demo_completed: z.boolean() });

export const companyDashboardSchema = z.object({
  team_members: z.number().int(),
  pending_invitations: z.number().int(),
  trial_ends_at: z.string().nullable(),
  hiring: hiringFiguresSchema,
  abilities: z.object({
    manage_team: z.boolean(),
    edit_profile: z.boolean(),
    create_opportunity: z.boolean(),
    complete_demo: z.boolean(),
  }),
});
export type CompanyDashboard = z.infer<typeof companyDashboardSchema>;
