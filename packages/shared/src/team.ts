// Responses of the team endpoints: members of the active company and invitations (to a company or
// an enterprise). Abilities are computed by the server's policies, so the client never guesses.

import { paginatedSchema, paginationQuerySchema } from './api.ts';
import { emailSchema } from './auth.ts';
import { companyRoleSchema, enterpriseRoleSchema } from './role-schemas.ts';
import { z } from './zod.ts';

export const invitationStatusSchema = z.enum(['pending', 'accepted', 'revoked', 'expired']);
export type InvitationStatus = z.infer<typeof invitationStatusSchema>;

export const teamMemberSchema = z.object({
  user_id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  avatar: z.string().nullable(),
  role: companyRoleSchema,
  joined_at: z.string(),
  is_current_user: z.boolean(),
  abilities: z.object({
    change_role: z.boolean(),
    remove: z.boolean(),
    assignable_roles: z.array(companyRoleSchema),
    /** May open the member's User Activity Report (/activities/{userId}). */
    view_activity: z.boolean(),
  }),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

export const teamMemberListSchema = paginatedSchema(teamMemberSchema).extend({
  abilities: z.object({ invite: z.boolean(), assignable_roles: z.array(companyRoleSchema) }),
});

/** `GET /api/team-members`: a page of the team, or with `email` the member using that address. */
export const teamMembersQuerySchema = paginationQuerySchema.extend({ email: emailSchema.optional() });
export type TeamMembersQuery = z.infer<typeof teamMembersQuerySchema>;

/** A company invitation; enterprise invitations carry an enterprise role and their groups. */
export const invitationSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  role: z.union([companyRoleSchema, enterpriseRoleSchema]),
  status: invitationStatusSchema,
  expires_at: z.string(),
  created_at: z.string(),
  /** After a resend: the sentence the client shows. */
  message: z.string().optional(),
});
export type Invitation = z.infer<typeof invitationSchema>;

export const invitationListSchema = paginatedSchema(invitationSchema);

/** GET /api/invitations/token/{token}: what the invitation page shows before accepting. */
export const invitationLookupSchema = z.object({
  email: z.string(),
  /** A company or enterprise role name (the invitation row stores it as text). */
  role: z.string(),
  status: invitationStatusSchema,
  expires_at: z.string(),
  company: z
    .object({ id: z.number().int(), name: z.string().nullable(), avatar: z.string().nullable() })
    .nullable(),
  enterprise: z
    .object({ id: z.number().int(), name: z.string().nullable(), type: z.string().nullable() })
    .nullable(),
  invited_by: z.object({ first_name: z.string().nullable(), last_name: z.string().nullable() }).nullable(),
});
export type InvitationLookup = z.infer<typeof invitationLookupSchema>;

export const invitationAcceptedSchema = z.object({
  success: z.boolean(),
  company_id: z.number().int().nullable(),
  enterprise_id: z.number().int().nullable(),
});
