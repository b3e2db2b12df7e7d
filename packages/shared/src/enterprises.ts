// Responses of the enterprise endpoints: the active enterprise, its groups, locations (companies),
// members and invitations.

import { enterpriseAccountSchema } from './accounts.ts';
import { paginatedSchema } from './api.ts';
import { enterpriseRoleSchema } from './role-schemas.ts';
import { invitationSchema, invitationStatusSchema } from './team.ts';
import { z } from './zod.ts';

export const currentEnterpriseSchema = enterpriseAccountSchema.extend({
  abilities: z.object({
    create_group: z.boolean(),
    create_location: z.boolean(),
    settings: z.boolean(),
    assignable_roles: z.array(enterpriseRoleSchema),
  }),
});
export type CurrentEnterprise = z.infer<typeof currentEnterpriseSchema>;

export const enterpriseGroupSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  company_count: z.number().int(),
  member_count: z.number().int(),
  abilities: z.object({ update: z.boolean() }),
});
export type EnterpriseGroup = z.infer<typeof enterpriseGroupSchema>;

export const enterpriseGroupListSchema = paginatedSchema(enterpriseGroupSchema);

/** A location: a company of the enterprise. */
export const enterpriseLocationSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  nickname: z.string().nullable(),
  avatar: z.string().nullable(),
  city: z.string().nullable(),
});
export type EnterpriseLocation = z.infer<typeof enterpriseLocationSchema>;

export const enterpriseLocationListSchema = paginatedSchema(enterpriseLocationSchema);

/** One location with the groups (the caller may see) it belongs to. */
export const enterpriseLocationDetailSchema = enterpriseLocationSchema.extend({
  groups: z.array(z.object({ id: z.number().int(), name: z.string() })),
});

export const enterpriseGroupDetailSchema = enterpriseGroupSchema.extend({
  companies: z.array(enterpriseLocationSchema),
  members: z.array(
    z.object({
      user_id: z.number().int(),
      first_name: z.string(),
      last_name: z.string(),
      email: z.string(),
      /** An enterprise role name. */
      role: z.string(),
    }),
  ),
});

export const enterpriseMemberSchema = z.object({
  user_id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  role: enterpriseRoleSchema,
  group_ids: z.array(z.number().int()),
  abilities: z.object({ manage: z.boolean() }),
});
export type EnterpriseMember = z.infer<typeof enterpriseMemberSchema>;

export const enterpriseMemberListSchema = paginatedSchema(enterpriseMemberSchema);

export const enterpriseInvitationSchema = invitationSchema.extend({ group_ids: z.array(z.number().int()) });
export type EnterpriseInvitation = z.infer<typeof enterpriseInvitationSchema>;

export const enterpriseInvitationListSchema = paginatedSchema(enterpriseInvitationSchema);

/**
 * The `{token}` of an enterprise or group invitation link. Tokens are 32 random bytes in base64url
 * (43 characters); anything else is not one.
 */
export const enterpriseInvitationTokenParamsSchema = z.object({
  token: z
    .string()
    .min(20)
    .max(100)
    .regex(/^[\w-]+$/, 'This is not an invitation link.'),
});

/** `GET /api/enterprise-invitations/{token}` (public): who invites whom to what, and its state. */
export const enterpriseInvitationLookupSchema = z.object({
  email: z.string(),
  role: enterpriseRoleSchema,
  status: invitationStatusSchema,
  expires_at: z.string(),
  enterprise: z.object({
    id: z.number().int(),
    name: z.string(),
    type: z.string(),
    avatar: z.string().nullable(),
  }),
  /** The groups an Admin or Viewer will see (an Owner sees all, so none are listed). */
  groups: z.array(z.object({ id: z.number().int(), name: z.string() })),
  invited_by: z.object({ first_name: z.string(), last_name: z.string() }).nullable(),
});
export type EnterpriseInvitationLookup = z.infer<typeof enterpriseInvitationLookupSchema>;

/** `GET /api/enterprise-group-invitations/{token}` (public): the same, naming the one group. */
export const enterpriseGroupInvitationLookupSchema = enterpriseInvitationLookupSchema.extend({
  group: z.object({ id: z.number().int(), name: z.string() }),
});
export type EnterpriseGroupInvitationLookup = z.infer<typeof enterpriseGroupInvitationLookupSchema>;

export const enterpriseInvitationAcceptedSchema = z.object({
  success: z.boolean(),
  enterprise_id: z.number().int(),
});
