// Responses of the session user and the accounts they hold (SPEC.md §3 "accounts"): what
// GET /api/users/self, login and the account switcher return. The web client reads these types.

import { companyRoleSchema, enterpriseRoleSchema, enterpriseTypeSchema } from './role-schemas.ts';
import { z } from './zod.ts';

/** A company the user belongs to, as the account switcher and the guards read it. */
export const companyAccountSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  nickname: z.string().nullable(),
  avatar: z.string().nullable(),
  role: companyRoleSchema,
  demo_completed: z.boolean(),
  billable_entity_id: z.number().int().nullable(),
  enterprise: z.object({ id: z.number().int(), type: enterpriseTypeSchema }).nullable(),
  billable_entity_trial_ends_at: z.string().nullable(),
  first_unpaid_invoice_at: z.string().nullable(),
  cancellation_at: z.string().nullable(),
  /** Set once the account was deleted (lock reason `deleted`). */
  deleted_at: z.string().nullable(),
});
export type CompanyAccountPayload = z.infer<typeof companyAccountSchema>;

export const enterpriseAccountSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  type: enterpriseTypeSchema,
  avatar: z.string().nullable(),
  role: enterpriseRoleSchema,
});
export type EnterpriseAccountPayload = z.infer<typeof enterpriseAccountSchema>;

/** The signed-in user (docs/api/auth.md) with the accounts they hold and the active one. */
export const userPayloadSchema = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  email_verified_at: z.string().nullable(),
  phone: z.string().nullable(),
  phone_verified_at: z.string().nullable(),
  avatar: z.string().nullable(),
  timezone: z.string().nullable(),
  two_factor_enabled: z.boolean(),
  created_at: z.string(),
  /** The role the user acts with now: in the active company, else in the active enterprise. */
  role: z.union([companyRoleSchema, enterpriseRoleSchema]).nullable(),
  intercom_user_hash: z.string().nullable(),
  companies: z.array(companyAccountSchema),
  enterprises: z.array(enterpriseAccountSchema),
  active_company: companyAccountSchema.nullable(),
  active_enterprise: enterpriseAccountSchema.nullable(),
  impersonate: z.boolean(),
  is_super_admin: z.boolean(),
  referrer_id: z.number().int().nullable(),
});
export type UserPayload = z.infer<typeof userPayloadSchema>;

/** Registration and a completed sign-in. */
export const signedInResponseSchema = z.object({ user: userPayloadSchema });

/** POST /login: signed in, or a second factor is due (POST /two-factor-challenge). */
export const loginResponseSchema = z.union([signedInResponseSchema, z.object({ two_factor: z.boolean() })]);

export const checkSessionResponseSchema = z.object({
  is_active: z.boolean(),
  user_id: z.number().int().nullable(),
});

export const usernameTakenResponseSchema = z.object({ taken: z.boolean() });

export const confirmedPasswordStatusSchema = z.object({ confirmed: z.boolean() });

export const twoFactorQrCodeSchema = z.object({
  svg: z.string(),
  /** The otpauth:// URL, for apps that take it typed or pasted. */
  url: z.string(),
});

export const recoveryCodesSchema = z.array(z.string());

export const phoneVerifiedResponseSchema = z.object({ verified: z.boolean() });

/** PUT /api/companies/set/{id}, PUT /api/enterprises/set/{id}, accepting an invitation. */
export const accountSwitchedSchema = z.object({ success: z.boolean() });
