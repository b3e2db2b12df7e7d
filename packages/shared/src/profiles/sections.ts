// The list sections of a profile: skills, desired roles, experience and education entries, links.
import { z } from '../zod.ts';
import { entryText, monthSchema, requiredText, textList } from './field-schemas.ts';
import {
  DESIRED_ROLE_MAX_LENGTH,
  ENTRY_FIELD_MAX_LENGTH,
  EXPERIENCE_DESCRIPTION_MAX_LENGTH,
  LINK_LABEL_MAX_LENGTH,
  LINK_URL_MAX_LENGTH,
  MAX_DESIRED_ROLES,
  MAX_SKILLS,
  SKILL_MAX_LENGTH,
} from './limits.ts';

export const skillsSchema = textList(SKILL_MAX_LENGTH, MAX_SKILLS);
export const desiredRolesSchema = textList(DESIRED_ROLE_MAX_LENGTH, MAX_DESIRED_ROLES);

const END_BEFORE_START = 'The end date must be a date after or equal to the start date.';
const endNotBeforeStart = (entry: { start_date: string | null; end_date: string | null }) =>
  !entry.start_date || !entry.end_date || entry.end_date >= entry.start_date;

export const experienceEntrySchema = z
  .object({
    title: requiredText(ENTRY_FIELD_MAX_LENGTH),
    company: requiredText(ENTRY_FIELD_MAX_LENGTH),
    start_date: monthSchema,
    /** null while the candidate still works there. */
    end_date: monthSchema,
    description: entryText(EXPERIENCE_DESCRIPTION_MAX_LENGTH),
  })
  .refine(endNotBeforeStart, { path: ['end_date'], message: END_BEFORE_START });
export type ExperienceEntry = z.infer<typeof experienceEntrySchema>;

export const educationEntrySchema = z
  .object({
    school: requiredText(ENTRY_FIELD_MAX_LENGTH),
    degree: entryText(ENTRY_FIELD_MAX_LENGTH),
    field: entryText(ENTRY_FIELD_MAX_LENGTH),
    start_date: monthSchema,
    end_date: monthSchema,
  })
  .refine(endNotBeforeStart, { path: ['end_date'], message: END_BEFORE_START });
export type EducationEntry = z.infer<typeof educationEntrySchema>;

/** `mailto:`, `javascript:`… but not `github.com:443` (a colon followed by a port). */
const OTHER_SCHEME = /^[a-z][a-z0-9+.-]*:(?!\d)/i;
const WITH_CREDENTIALS = /^[a-z][a-z0-9+.-]*:\/\/[^/?#]*@/i;
const INVALID_URL = 'The url must be a valid http or https URL.';

/** http(s) only; an address typed without a scheme ("github.com/ada") gets `https://`. */
const linkUrlSchema = z
  .string()
  .trim()
  .min(1)
  .max(LINK_URL_MAX_LENGTH)
  .transform((value) => (value.includes('://') || OTHER_SCHEME.test(value) ? value : `https://${value}`))
  .pipe(z.httpUrl(INVALID_URL))
  .refine((value) => !WITH_CREDENTIALS.test(value), INVALID_URL);

export const linkSchema = z.object({
  label: entryText(LINK_LABEL_MAX_LENGTH),
  url: linkUrlSchema,
});
export type ProfileLinkInput = z.infer<typeof linkSchema>;
