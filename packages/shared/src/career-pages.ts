// A company's public career page (issue 23): what the builder edits (`PUT /api/career-page`), what
// it reads back, and applying from the page without an account. The server renders the public page
// itself (`/careers/{slug}`), so search engines and link previews see its content.
import { applicationAnswerSchema } from './applications.ts';
import { emailSchema, nameSchema, passwordSchema, timezoneSchema } from './auth.ts';
import { z } from './zod.ts';

export const CAREER_SLUG_MIN_LENGTH = 3;
export const CAREER_SLUG_MAX_LENGTH = 60;
export const CAREER_HEADLINE_MAX_LENGTH = 120;
export const CAREER_ABOUT_MAX_LENGTH = 20_000;
export const CAREER_SECTION_KINDS = ['benefits', 'values', 'photos'] as const;
export type CareerSectionKind = (typeof CAREER_SECTION_KINDS)[number];
export const CAREER_SECTION_KIND_LABELS: Record<CareerSectionKind, string> = {
  benefits: 'Benefits',
  values: 'Values',
  photos: 'Photos',
};
export const MAX_CAREER_SECTIONS = 8;
export const MAX_CAREER_SECTION_ITEMS = 12;
export const CAREER_SECTION_ITEM_MAX_LENGTH = 200;
export const CAREER_SECTION_TITLE_MAX_LENGTH = 80;
/** A career page image upload (logo, cover, photos): PNG, JPEG or WebP. */
export const CAREER_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const CAREER_SLUG_TAKEN = 'This address is already taken by another career page.';
export const CAREER_PAGE_NOT_SAVED = 'Save the career page before publishing it.';

/** Lower-case letters, digits and single dashes between them: the `{slug}` of `/careers/{slug}`. */
export const CAREER_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A slug proposal from a company name ("Northwind Bakery" → "northwind-bakery"). */
export function slugFromName(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, CAREER_SLUG_MAX_LENGTH)
    .replace(/-+$/, '');
  return slug.length >= CAREER_SLUG_MIN_LENGTH ? slug : `${slug || 'company'}-careers`;
}

/** Black or white, whichever reads better on the colour `#rrggbb` (WCAG relative luminance). */
export function readableTextOn(hex: string): '#000000' | '#ffffff' {
  if (!/^#[0-9a-fA-F]{6}$/.test(hex)) return '#ffffff';
  const channel = (offset: number) => {
    const value = Number.parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
  // Contrast with white is 1.05 / (L + 0.05), with black (L + 0.05) / 0.05: the larger wins.
  return 1.05 / (luminance + 0.05) >= (luminance + 0.05) / 0.05 ? '#ffffff' : '#000000';
}

export const careerSlugSchema = z
  .string()
  .trim()
  .toLowerCase()
  .min(CAREER_SLUG_MIN_LENGTH)
  .max(CAREER_SLUG_MAX_LENGTH)
  .regex(CAREER_SLUG_PATTERN, 'The address may only contain lower-case letters, numbers and dashes.');

const colorSchema = z
  .string()
  .trim()
  .regex(/^#[0-9a-fA-F]{6}$/, 'The colour must be a hex colour such as #1d4ed8.')
  .transform((value) => value.toLowerCase());

/** The stored name of an uploaded image (the server made it; anything else is refused). */
export const CAREER_IMAGE_NAME_PATTERN = /^[A-Za-z0-9_-]{16}\.(png|jpg|webp)$/;
const imageNameSchema = z.string().regex(CAREER_IMAGE_NAME_PATTERN, 'This image was not uploaded here.');

export const careerSectionSchema = z
  .object({
    kind: z.enum(CAREER_SECTION_KINDS),
    title: z.string().trim().min(1).max(CAREER_SECTION_TITLE_MAX_LENGTH),
    /** Text lines (benefits, values) or uploaded image names (photos). */
    items: z
      .array(z.string().trim().min(1).max(CAREER_SECTION_ITEM_MAX_LENGTH))
      .max(MAX_CAREER_SECTION_ITEMS),
  })
  .superRefine((section, ctx) => {
    if (section.kind !== 'photos') return;
    section.items.forEach((item, index) => {
      if (!CAREER_IMAGE_NAME_PATTERN.test(item))
        ctx.addIssue({
          code: 'custom',
          path: ['items', index],
          message: 'This image was not uploaded here.',
        });
    });
  });
export type CareerSection = z.infer<typeof careerSectionSchema>;

export const updateCareerPageSchema = z.object({
  slug: careerSlugSchema,
  headline: z.string().trim().max(CAREER_HEADLINE_MAX_LENGTH).default(''),
  /** Rich text; the server keeps only formatting markup (as opportunity descriptions). */
  about: z.string().max(CAREER_ABOUT_MAX_LENGTH).default(''),
  primary_color: colorSchema,
  accent_color: colorSchema,
  logo_image: imageNameSchema.nullable().default(null),
  cover_image: imageNameSchema.nullable().default(null),
  sections: z.array(careerSectionSchema).max(MAX_CAREER_SECTIONS).default([]),
});
export type UpdateCareerPageInput = z.input<typeof updateCareerPageSchema>;

export const careerPageSchema = z.object({
  /** False until the page is first saved: the values are proposals. */
  saved: z.boolean(),
  slug: z.string(),
  headline: z.string(),
  about: z.string(),
  primary_color: z.string(),
  accent_color: z.string(),
  logo_image: z.string().nullable(),
  cover_image: z.string().nullable(),
  /** Where each image is served (logo falls back to the company's avatar). */
  logo_url: z.string().nullable(),
  cover_url: z.string().nullable(),
  sections: z.array(
    z.object({ kind: z.enum(CAREER_SECTION_KINDS), title: z.string(), items: z.array(z.string()) }),
  ),
  published: z.boolean(),
  published_at: z.string().nullable(),
  /** The public address, `/careers/{slug}`. */
  public_path: z.string(),
  company_name: z.string(),
  /** The company's published opportunities the page lists (preview). */
  opportunities: z.array(
    z.object({
      id: z.number().int(),
      title: z.string(),
      location: z.string(),
      remote: z.boolean(),
      employment_type: z.string(),
    }),
  ),
  abilities: z.object({ update: z.boolean(), publish: z.boolean() }),
  message: z.string().optional(),
});
export type CareerPage = z.infer<typeof careerPageSchema>;

export const careerImageResponseSchema = z.object({ name: z.string(), url: z.string() });

/** Where an image of a published career page is served to everyone. */
export function careerImagePath(slug: string, name: string): string {
  return `/careers/${slug}/images/${name}`;
}

/** Where the builder shows the active company's images (published or not; signed in). */
export function builderImagePath(name: string): string {
  return `/api/career-page/images/${name}`;
}

/**
 * `POST /api/careers/{slug}/jobs/{id}/apply`: apply from a career page without an account. The
 * account is created with these details (a verification mail goes out) and the application is sent
 * with the same screening rules as `POST /api/applications`.
 */
export const careerApplySchema = z
  .object({
    first_name: nameSchema,
    last_name: nameSchema,
    email: emailSchema,
    password: passwordSchema,
    password_confirmation: z.string(),
    timezone: timezoneSchema.optional(),
    answers: z.array(applicationAnswerSchema).max(50).default([]),
  })
  .refine((value) => value.password === value.password_confirmation, {
    path: ['password'],
    message: 'The password confirmation does not match.',
  });
export type CareerApplyInput = z.input<typeof careerApplySchema>;

export const careerApplyResponseSchema = z.object({
  status: z.enum(['active', 'disqualified']),
  message: z.string(),
});
