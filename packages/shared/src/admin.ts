// Super admin area (issue 22, SPEC.md §2 /admin/dashboard): platform figures, user and company
// search, a company's billing view and its support actions, impersonation.
import { paginatedSchema, paginationQuerySchema } from './api.ts';
import { z } from './zod.ts';

export const SUPER_ADMIN_REQUIRED = 'Only super admins may use the admin area.';
export const SUPER_ADMIN_TWO_FACTOR_REQUIRED =
  'The admin area requires two-factor authentication: turn it on in your account settings first.';
export const IMPERSONATION_REFUSED = 'This change is not allowed while impersonating a user.';
export const CANNOT_IMPERSONATE_SUPER_ADMIN = 'Super admins cannot be impersonated.';
export const NOT_IMPERSONATING = 'You are not impersonating anyone.';

/** Days a trial may be extended by in one action. */
export const MAX_TRIAL_EXTENSION_DAYS = 90;

const searchText = z
  .string()
  .trim()
  .max(100)
  .refine((value) => !value.includes('\u0000'), 'The search may not contain NUL bytes.');

export const adminSearchQuerySchema = paginationQuerySchema.extend({ search: searchText.optional() });
export type AdminSearchQuery = z.infer<typeof adminSearchQuerySchema>;

const dailyCountSchema = z.object({ date: z.string(), count: z.number().int() });

export const adminStatsSchema = z.object({
  signups_last_30_days: z.number().int(),
  /** Sign-ups per day over the last 30 days (UTC), oldest first, every day present. */
  signups_by_day: z.array(dailyCountSchema),
  active_companies: z.number().int(),
  trials_ending_7_days: z.number().int(),
  open_invoices: z.number().int(),
  overdue_invoices: z.number().int(),
  /** Usage charged this month (UTC), in cents of the invoices issued since the first of the month. */
  invoiced_this_month_cents: z.number().int(),
  jobs_waiting: z.number().int().nullable(),
  jobs_failed: z.number().int().nullable(),
});
export type AdminStats = z.infer<typeof adminStatsSchema>;

export const adminUserSchema = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  is_super_admin: z.boolean(),
  two_factor_enabled: z.boolean(),
  created_at: z.string(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;
export const adminUserListSchema = paginatedSchema(adminUserSchema);

export const adminCompanySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  members: z.number().int(),
  trial_ends_at: z.string().nullable(),
  locked: z.boolean(),
  created_at: z.string(),
});
export type AdminCompany = z.infer<typeof adminCompanySchema>;
export const adminCompanyListSchema = paginatedSchema(adminCompanySchema);

export const adminInvoiceSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  status: z.string(),
  total_cents: z.number().int(),
  paid_cents: z.number().int(),
  refunded_cents: z.number().int(),
  issued_at: z.string(),
});
export type AdminInvoice = z.infer<typeof adminInvoiceSchema>;

export const adminCompanyDetailSchema = adminCompanySchema.extend({
  billable_entity_id: z.number().int().nullable(),
  first_unpaid_invoice_at: z.string().nullable(),
  cancellation_at: z.string().nullable(),
  lock_reason: z.string().nullable(),
  members: z.number().int(),
  member_list: z.array(
    z.object({
      user_id: z.number().int(),
      name: z.string(),
      email: z.string(),
      role: z.string(),
    }),
  ),
  invoices: z.array(adminInvoiceSchema),
});
export type AdminCompanyDetail = z.infer<typeof adminCompanyDetailSchema>;

export const extendTrialSchema = z.object({
  days: z.number().int().min(1).max(MAX_TRIAL_EXTENSION_DAYS),
});
export type ExtendTrialInput = z.infer<typeof extendTrialSchema>;

export const impersonationResponseSchema = z.object({ message: z.string(), redirect: z.string() });

/** A refund of a paid invoice: the whole rest when `amount_cents` is left out. */
export const refundInvoiceSchema = z.object({
  amount_cents: z.number().int().min(1).max(100_000_000_000).optional(),
});
export type RefundInvoiceInput = z.infer<typeof refundInvoiceSchema>;
