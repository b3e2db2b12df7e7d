// Payloads of the accounts endpoints (companies, enterprises, team invitations and roles). The
// server validates with these and the web forms reuse them. Field names are the wire format
// (snake_case). Optional text fields accept a value, "", null or nothing; blank text counts as
// no value (see each schema for how "no value" comes out).

import { emailSchema } from './auth.ts';
import { FREE_TRIAL_DAYS } from './constants.ts';
import { companyRoleSchema, enterpriseRoleSchema, enterpriseTypeSchema } from './role-schemas.ts';
import { z } from './zod.ts';

/** Free trial of a new company (SPEC.md §1, §9), under the name the accounts code uses. */
export const TRIAL_DAYS = FREE_TRIAL_DAYS;
/** An invitation to a company or an enterprise can be accepted for this many days. */
export const INVITATION_LIFETIME_DAYS = 7;

export const COMPANY_NAME_MAX_LENGTH = 120;
export const COMPANY_NICKNAME_MAX_LENGTH = 60;
export const COMPANY_DESCRIPTION_MAX_LENGTH = 5000;
export const WEBSITE_MAX_LENGTH = 255;
export const ADDRESS_LINE_MAX_LENGTH = 255;
export const CITY_MAX_LENGTH = 100;
export const REGION_MAX_LENGTH = 100;
export const POSTAL_CODE_MAX_LENGTH = 20;
export const INDUSTRY_MAX_LENGTH = 100;
export const ENTERPRISE_NAME_MAX_LENGTH = 120;
export const ENTERPRISE_GROUP_NAME_MAX_LENGTH = 120;
/** Signed tokens (trial links) are a few hundred characters; anything longer is not one. */
export const TOKEN_MAX_LENGTH = 1000;
/** Groups one enterprise member can be assigned to in one request. */
export const MAX_ASSIGNED_GROUPS = 500;

/** Headcount bands of a company profile. */
export const COMPANY_SIZES = ['1-10', '11-50', '51-200', '201-500', '501-1000', '1001+'] as const;
export type CompanySize = (typeof COMPANY_SIZES)[number];

/** ISO 3166-1 alpha-2: the 249 officially assigned codes. */
// biome-ignore format: 16 codes a line instead of 249 lines of one code
export const COUNTRY_CODES = [
  'AD', 'AE', 'AF', 'AG', 'AI', 'AL', 'AM', 'AO', 'AQ', 'AR', 'AS', 'AT', 'AU', 'AW', 'AX', 'AZ',
  'BA', 'BB', 'BD', 'BE', 'BF', 'BG', 'BH', 'BI', 'BJ', 'BL', 'BM', 'BN', 'BO', 'BQ', 'BR', 'BS',
  'BT', 'BV', 'BW', 'BY', 'BZ', 'CA', 'CC', 'CD', 'CF', 'CG', 'CH', 'CI', 'CK', 'CL', 'CM', 'CN',
  'CO', 'CR', 'CU', 'CV', 'CW', 'CX', 'CY', 'CZ', 'DE', 'DJ', 'DK', 'DM', 'DO', 'DZ', 'EC', 'EE',
  'EG', 'EH', 'ER', 'ES', 'ET', 'FI', 'FJ', 'FK', 'FM', 'FO', 'FR', 'GA', 'GB', 'GD', 'GE', 'GF',
  'GG', 'GH', 'GI', 'GL', 'GM', 'GN', 'GP', 'GQ', 'GR', 'GS', 'GT', 'GU', 'GW', 'GY', 'HK', 'HM',
  'HN', 'HR', 'HT', 'HU', 'ID', 'IE', 'IL', 'IM', 'IN', 'IO', 'IQ', 'IR', 'IS', 'IT', 'JE', 'JM',
  'JO', 'JP', 'KE', 'KG', 'KH', 'KI', 'KM', 'KN', 'KP', 'KR', 'KW', 'KY', 'KZ', 'LA', 'LB', 'LC',
  'LI', 'LK', 'LR', 'LS', 'LT', 'LU', 'LV', 'LY', 'MA', 'MC', 'MD', 'ME', 'MF', 'MG', 'MH', 'MK',
  'ML', 'MM', 'MN', 'MO', 'MP', 'MQ', 'MR', 'MS', 'MT', 'MU', 'MV', 'MW', 'MX', 'MY', 'MZ', 'NA',
  'NC', 'NE', 'NF', 'NG', 'NI', 'NL', 'NO', 'NP', 'NR', 'NU', 'NZ', 'OM', 'PA', 'PE', 'PF', 'PG',
  'PH', 'PK', 'PL', 'PM', 'PN', 'PR', 'PS', 'PT', 'PW', 'PY', 'QA', 'RE', 'RO', 'RS', 'RU', 'RW',
  'SA', 'SB', 'SC', 'SD', 'SE', 'SG', 'SH', 'SI', 'SJ', 'SK', 'SL', 'SM', 'SN', 'SO', 'SR', 'SS',
  'ST', 'SV', 'SX', 'SY', 'SZ', 'TC', 'TD', 'TF', 'TG', 'TH', 'TJ', 'TK', 'TL', 'TM', 'TN', 'TO',
  'TR', 'TT', 'TV', 'TW', 'TZ', 'UA', 'UG', 'UM', 'US', 'UY', 'UZ', 'VA', 'VC', 'VE', 'VG', 'VI',
  'VN', 'VU', 'WF', 'WS', 'YE', 'YT', 'ZA', 'ZM', 'ZW',
] as const;
export type CountryCode = (typeof COUNTRY_CODES)[number];

const requiredName = (max: number) => z.string().trim().min(1).max(max);

/** Optional text whose absence is "not given": blank or null comes out as undefined. */
const omittableText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => value || undefined);

/** Optional text of a full replacement: blank, null or missing comes out as null (cleared). */
const clearableText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => value || null);

/** Blank, null or missing → null; anything else must be one of `values`. */
const clearableChoice = <const T extends readonly [string, ...string[]]>(
  values: T,
  normalize = (v: string) => v,
) =>
  z
    .string()
    .trim()
    .nullish()
    .transform((value) => (value ? normalize(value) : null))
    .pipe(z.enum(values).nullable());

/** `mailto:`, `javascript:`… but not `acme.com:8080` (a colon followed by a port). */
const OTHER_SCHEME = /^[a-z][a-z0-9+.-]*:(?!\d)/i;
/** `https://user:secret@host`: credentials in a public link are a phishing device, never a website. */
const WITH_CREDENTIALS = /^[a-z][a-z0-9+.-]*:\/\/[^/?#]*@/i;
const INVALID_WEBSITE = 'The website must be a valid URL.';

/**
 * A company's website: http or https with a domain name (zod `httpUrl`) and no credentials. An
 * address typed without a scheme ("acme.com", "acme.com:8080/jobs") gets `https://` put in front,
 * as people write websites that way; other schemes (mailto:, ftp://) are refused.
 */
const websiteSchema = z
  .string()
  .trim()
  .max(WEBSITE_MAX_LENGTH)
  .nullish()
  .transform((value) => {
    if (!value) return null;
    return value.includes('://') || OTHER_SCHEME.test(value) ? value : `https://${value}`;
  })
  .pipe(z.httpUrl(INVALID_WEBSITE).nullable())
  .refine((value) => value === null || !WITH_CREDENTIALS.test(value), INVALID_WEBSITE);

/** POST /api/companies (SPEC.md §2 /create-company). A blank nickname is left out. */
export const createCompanySchema = z.object({
  name: requiredName(COMPANY_NAME_MAX_LENGTH),
  nickname: omittableText(COMPANY_NICKNAME_MAX_LENGTH),
});
export type CreateCompanyInput = z.infer<typeof createCompanySchema>;

/** POST /api/companies/activate-trial: the token of a trial link (SPEC.md §7). */
export const activateTrialSchema = z.object({ token: z.string().trim().min(1).max(TOKEN_MAX_LENGTH) });
export type ActivateTrialInput = z.infer<typeof activateTrialSchema>;

/**
 * The company profile (/company-profile/edit and /quick). It replaces the whole profile, so every
 * optional field comes out present: its value, or null when blank or missing (cleared). Country
 * codes are uppercased first ("us" → "US").
 */
export const companyProfileSchema = z.object({
  name: requiredName(COMPANY_NAME_MAX_LENGTH),
  nickname: clearableText(COMPANY_NICKNAME_MAX_LENGTH),
  description: clearableText(COMPANY_DESCRIPTION_MAX_LENGTH),
  website: websiteSchema,
  address_line_1: clearableText(ADDRESS_LINE_MAX_LENGTH),
  address_line_2: clearableText(ADDRESS_LINE_MAX_LENGTH),
  city: clearableText(CITY_MAX_LENGTH),
  region: clearableText(REGION_MAX_LENGTH),
  postal_code: clearableText(POSTAL_CODE_MAX_LENGTH),
  country: clearableChoice(COUNTRY_CODES, (code) => code.toUpperCase()),
  industry: clearableText(INDUSTRY_MAX_LENGTH),
  size: clearableChoice(COMPANY_SIZES),
});
export type CompanyProfileInput = z.infer<typeof companyProfileSchema>;

/** Invite someone to the active company with a role (the inviter may only hand out assignable roles). */
export const inviteSchema = z.object({ email: emailSchema, role: companyRoleSchema });
export type InviteInput = z.infer<typeof inviteSchema>;

/** Change a company member's role. */
export const updateMemberRoleSchema = z.object({ role: companyRoleSchema });
export type UpdateMemberRoleInput = z.infer<typeof updateMemberRoleSchema>;

export const GROUPS_REQUIRED = 'Choose at least one group for this role.';

/** Group ids, each once, in the order given. */
const groupIdsSchema = z
  .array(z.number().int().positive())
  .max(MAX_ASSIGNED_GROUPS)
  .overwrite((ids) => [...new Set(ids)])
  .default([]);

const enterpriseAccessShape = { role: enterpriseRoleSchema, group_ids: groupIdsSchema };

type EnterpriseAccess = { role: z.infer<typeof enterpriseRoleSchema>; group_ids: number[] };

/** Admins and viewers act on the groups assigned to them, so they need at least one. */
const hasGroupsWhenNeeded = (value: EnterpriseAccess) =>
  value.role === 'Enterprise Owner' || value.group_ids.length > 0;

/** The owner sees every group; an assignment list would be meaningless, so it is emptied. */
const withoutOwnerGroups = <T extends EnterpriseAccess>(value: T): T =>
  value.role === 'Enterprise Owner' && value.group_ids.length > 0 ? { ...value, group_ids: [] } : value;

/**
 * Invite someone to the active enterprise (/enterprise-access-manager/create). `group_ids` must
 * name at least one group unless the role is Enterprise Owner; for an owner it comes out empty.
 */
export const enterpriseInviteSchema = z
  .object({ email: emailSchema, ...enterpriseAccessShape })
  .refine(hasGroupsWhenNeeded, { path: ['group_ids'], message: GROUPS_REQUIRED })
  .overwrite(withoutOwnerGroups);
export type EnterpriseInviteInput = z.infer<typeof enterpriseInviteSchema>;

/** Roles a group invitation may give: an Owner already sees every group (decision 103). */
export const GROUP_INVITATION_ROLES = ['Enterprise Admin', 'Enterprise Viewer'] as const;

/** POST /api/enterprise-groups/{id}/invitations: invite a person by email into one group. */
export const enterpriseGroupInviteSchema = z.object({
  email: emailSchema,
  role: z.enum(GROUP_INVITATION_ROLES, { error: 'Choose Enterprise Admin or Enterprise Viewer.' }),
});
export type EnterpriseGroupInviteInput = z.infer<typeof enterpriseGroupInviteSchema>;

/** Change an enterprise member's role and groups (/enterprise-access-manager/{id}, Manage Access). */
export const updateEnterpriseAccessSchema = z
  .object(enterpriseAccessShape)
  .refine(hasGroupsWhenNeeded, { path: ['group_ids'], message: GROUPS_REQUIRED })
  .overwrite(withoutOwnerGroups);
export type UpdateEnterpriseAccessInput = z.infer<typeof updateEnterpriseAccessSchema>;

/** POST /api/enterprises/upgrade/{companyId} (/add-location): the new enterprise's name and type. */
export const upgradeToEnterpriseSchema = z.object({
  name: requiredName(ENTERPRISE_NAME_MAX_LENGTH),
  type: enterpriseTypeSchema,
});
export type UpgradeToEnterpriseInput = z.infer<typeof upgradeToEnterpriseSchema>;

/** /enterprise-groups/create: a franchisee, client or region. */
export const createEnterpriseGroupSchema = z.object({ name: requiredName(ENTERPRISE_GROUP_NAME_MAX_LENGTH) });
export type CreateEnterpriseGroupInput = z.infer<typeof createEnterpriseGroupSchema>;

/** /enterprise-companies/create: a new location (company) inside the active enterprise's groups. */
export const createLocationSchema = createCompanySchema.extend({
  group_ids: groupIdsSchema,
});
export type CreateLocationInput = z.infer<typeof createLocationSchema>;

/** Which groups a location belongs to (/enterprise-companies/{id}). */
export const locationGroupsSchema = z.object({ group_ids: groupIdsSchema });

/** /enterprise-profile/edit: the enterprise's name. */
export const enterpriseProfileSchema = z.object({ name: requiredName(ENTERPRISE_NAME_MAX_LENGTH) });

/** /enterprise-settings (Owner only): the kind of enterprise, which sets every label. */
export const enterpriseSettingsSchema = z.object({ type: enterpriseTypeSchema });
