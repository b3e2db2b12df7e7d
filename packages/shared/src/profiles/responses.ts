// The profile response (GET /api/profile and every endpoint that changes it) and its resume.
import { z } from '../zod.ts';
import { availabilitySchema, workAuthorizationSchema } from './field-schemas.ts';

export const profileResumeSchema = z.object({
  name: z.string(),
  mime_type: z.string(),
  size_bytes: z.number().int(),
  /** Where the owner downloads it. */
  url: z.string(),
});

/** GET /api/profile and every endpoint that changes it answer with this. */
export const candidateProfileSchema = z.object({
  user_id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  /** The verified phone number, or null. */
  phone: z.string().nullable(),
  avatar: z.string().nullable(),
  headline: z.string().nullable(),
  location: z.string().nullable(),
  desired_roles: z.array(z.string()),
  availability: availabilitySchema.nullable(),
  work_authorization: workAuthorizationSchema.nullable(),
  available_from: z.string().nullable(),
  summary: z.string().nullable(),
  skills: z.array(z.string()),
  experience: z.array(
    z.object({
      title: z.string(),
      company: z.string(),
      start_date: z.string().nullable(),
      end_date: z.string().nullable(),
      description: z.string(),
    }),
  ),
  education: z.array(
    z.object({
      school: z.string(),
      degree: z.string(),
      field: z.string(),
      start_date: z.string().nullable(),
      end_date: z.string().nullable(),
    }),
  ),
  links: z.array(z.object({ label: z.string(), url: z.string() })),
  resume: profileResumeSchema.nullable(),
  snoozed_until: z.string().nullable(),
  /** snoozed_until lies in the future: hidden from company searches now. */
  is_snoozed: z.boolean(),
  auto_snooze_opt_out: z.boolean(),
  onboarding_completed_at: z.string().nullable(),
  updated_at: z.string().nullable(),
  /** Success text for the client's toast (SPEC.md §8), on changes only. */
  message: z.string().optional(),
});
export type CandidateProfilePayload = z.infer<typeof candidateProfileSchema>;

/** POST /api/users/{id}/withdraw-applications adds how many applications it withdrew. */
export const withdrawApplicationsResponseSchema = candidateProfileSchema.extend({
  withdrawn_count: z.number().int(),
});
