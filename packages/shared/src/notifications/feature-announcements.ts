// Feature announcements (SPEC.md §3): their limits, link rules, create payload and responses.

import { pageMetaSchema } from '../api.ts';
import type { CompanyRole } from '../roles.ts';
import { z } from '../zod.ts';

/**
 * Who an announcement is for: candidates (the personal account), each company role, and
 * enterprise staff. A viewer belongs to exactly one audience: that of the account in use.
 */
export const ANNOUNCEMENT_AUDIENCES = [
  'candidate',
  'company_admin',
  'manager',
  'recruiter',
  'team_member',
  'enterprise',
] as const;
export type AnnouncementAudience = (typeof ANNOUNCEMENT_AUDIENCES)[number];

const COMPANY_ROLE_AUDIENCES: Record<CompanyRole, AnnouncementAudience> = {
  'Company Admin': 'company_admin',
  Manager: 'manager',
  Recruiter: 'recruiter',
  'Team Member': 'team_member',
};

/** Every company role: an announcement about company features. */
export const COMPANY_AUDIENCES: readonly AnnouncementAudience[] = Object.values(COMPANY_ROLE_AUDIENCES);

/**
 * The audience of the account in use: the active company's role, else the active enterprise,
 * else the person's own (candidate) account.
 */
export function announcementAudienceOf(account: {
  companyRole: CompanyRole | null;
  enterpriseActive: boolean;
}): AnnouncementAudience {
  if (account.companyRole) return COMPANY_ROLE_AUDIENCES[account.companyRole];
  return account.enterpriseActive ? 'enterprise' : 'candidate';
}

export const announcementAudiencesSchema = z
  .array(z.enum(ANNOUNCEMENT_AUDIENCES))
  .min(1)
  .max(ANNOUNCEMENT_AUDIENCES.length)
  .transform((audiences) => [...new Set(audiences)]);

export const FEATURE_ANNOUNCEMENT_TITLE_MAX_LENGTH = 120;
export const FEATURE_ANNOUNCEMENT_DESCRIPTION_MAX_LENGTH = 1000;
const ACTION_TEXT_MAX_LENGTH = 40;
const URL_MAX_LENGTH = 2048;

/** http(s) with a host, or a path inside the app ("/opportunities"); never `//evil.com`. */
/** `http(s)://` + a host name (no credentials, no spaces), then an optional port and path. */
const HTTP_URL =
  /^https?:\/\/[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*(:\d{1,5})?([/?#][^\s]*)?$/i;
/** An app path: one leading slash (`//host` would leave the site), no spaces or backslashes. */
const APP_PATH = /^\/(?![/\\])[^\s\\]*$/;

/** http(s) with a host, or a path inside the app ("/opportunities"); never `//evil.com`. */
export function isAnnouncementUrl(value: string): boolean {
  return HTTP_URL.test(value) || APP_PATH.test(value);
}

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => value || null);

const optionalUrl = optionalText(URL_MAX_LENGTH).refine(
  (value) => value === null || isAnnouncementUrl(value),
  {
    message: 'The URL must start with http://, https:// or /.',
  },
);

export const createFeatureAnnouncementSchema = z
  .object({
    title: z.string().trim().min(1).max(FEATURE_ANNOUNCEMENT_TITLE_MAX_LENGTH),
    description: z.string().trim().min(1).max(FEATURE_ANNOUNCEMENT_DESCRIPTION_MAX_LENGTH),
    avatar: optionalUrl,
    action_1_text: optionalText(ACTION_TEXT_MAX_LENGTH),
    action_1_url: optionalUrl,
    action_2_text: optionalText(ACTION_TEXT_MAX_LENGTH),
    action_2_url: optionalUrl,
    published: z.boolean(),
    /** When a published announcement starts to show (scheduled); now when left out. */
    publish_at: z.iso.datetime({ offset: true }).nullish(),
    /** Who sees it; everyone when left out. */
    audiences: announcementAudiencesSchema.default([...ANNOUNCEMENT_AUDIENCES]),
  })
  .superRefine((input, context) => {
    for (const n of [1, 2] as const) {
      if (input[`action_${n}_url`] && !input[`action_${n}_text`]) {
        context.addIssue({
          code: 'custom',
          path: [`action_${n}_text`],
          message: `The action ${n} text field is required when action ${n} url is present.`,
        });
      }
    }
  });
export type CreateFeatureAnnouncementInput = z.infer<typeof createFeatureAnnouncementSchema>;

export const featureAnnouncementSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  avatar: z.string().nullable(),
  action_1_text: z.string().nullable(),
  action_1_url: z.string().nullable(),
  action_2_text: z.string().nullable(),
  action_2_url: z.string().nullable(),
  published_at: z.string().nullable(),
  /** Set once a super admin retired it: shown to nobody from then on. */
  retired_at: z.string().nullable(),
  audiences: z.array(z.enum(ANNOUNCEMENT_AUDIENCES)),
  created_at: z.string(),
});
export type FeatureAnnouncement = z.infer<typeof featureAnnouncementSchema>;

/** Where an announcement stands at `now` (the admin list shows it). */
export type AnnouncementStatus = 'draft' | 'scheduled' | 'live' | 'retired';
export function announcementStatus(
  announcement: { publishedAt: string | null; retiredAt: string | null },
  now: Date,
): AnnouncementStatus {
  if (announcement.retiredAt) return 'retired';
  if (!announcement.publishedAt) return 'draft';
  return new Date(announcement.publishedAt).getTime() > now.getTime() ? 'scheduled' : 'live';
}

export const featureAnnouncementListSchema = z.object({
  data: z.array(featureAnnouncementSchema),
  meta: pageMetaSchema,
});
