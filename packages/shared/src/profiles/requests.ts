// The payloads of PUT /api/profile (a partial update) and POST /api/profile/onboarding.

import { phoneSchema } from '../auth.ts';
import { z } from '../zod.ts';
import { AVAILABILITIES, WORK_AUTHORIZATIONS } from './choices.ts';
import {
  availabilitySchema,
  clearableChoice,
  clearableText,
  nameSchema,
  optionalCalendarDateSchema,
  requiredText,
  workAuthorizationSchema,
} from './field-schemas.ts';
import {
  HEADLINE_MAX_LENGTH,
  LOCATION_MAX_LENGTH,
  MAX_EDUCATION_ENTRIES,
  MAX_EXPERIENCE_ENTRIES,
  MAX_LINKS,
  MIN_DESIRED_ROLES,
  SUMMARY_MAX_LENGTH,
} from './limits.ts';
import {
  desiredRolesSchema,
  educationEntrySchema,
  experienceEntrySchema,
  linkSchema,
  skillsSchema,
} from './sections.ts';

const requiredDesiredRolesSchema = desiredRolesSchema.refine(
  (roles) => roles.length >= MIN_DESIRED_ROLES,
  'The desired roles field is required.',
);

/**
 * PUT /api/profile: any subset of the fields. A field left out stays as it is; a text field sent
 * blank or null is cleared; a list replaces the whole list.
 */
export const updateProfileSchema = z.object({
  first_name: nameSchema.optional(),
  last_name: nameSchema.optional(),
  headline: clearableText(HEADLINE_MAX_LENGTH).optional(),
  location: clearableText(LOCATION_MAX_LENGTH).optional(),
  desired_roles: desiredRolesSchema.optional(),
  availability: clearableChoice(AVAILABILITIES).optional(),
  work_authorization: clearableChoice(WORK_AUTHORIZATIONS).optional(),
  available_from: optionalCalendarDateSchema.optional(),
  summary: clearableText(SUMMARY_MAX_LENGTH).optional(),
  skills: skillsSchema.optional(),
  experience: z.array(experienceEntrySchema).max(MAX_EXPERIENCE_ENTRIES).optional(),
  education: z.array(educationEntrySchema).max(MAX_EDUCATION_ENTRIES).optional(),
  links: z.array(linkSchema).max(MAX_LINKS).optional(),
  auto_snooze_opt_out: z.boolean().optional(),
});
export type UpdateProfileInput = z.infer<typeof updateProfileSchema>;

/**
 * POST /api/profile/onboarding (/create-account): who the candidate is, a phone number they
 * verified by SMS code, and what they look for. The resume is uploaded separately beforehand.
 */
export const onboardingSchema = z.object({
  first_name: nameSchema,
  last_name: nameSchema,
  phone: phoneSchema,
  location: requiredText(LOCATION_MAX_LENGTH),
  desired_roles: requiredDesiredRolesSchema,
  availability: availabilitySchema,
  work_authorization: workAuthorizationSchema,
});
export type OnboardingInput = z.infer<typeof onboardingSchema>;
