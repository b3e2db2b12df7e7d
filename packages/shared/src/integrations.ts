// Integrations a company connects (SPEC.md §2 /integrations, /auth/{service}/{status}).
import { z } from './zod.ts';

export const INTEGRATION_SERVICES = ['calendar', 'indeed'] as const;
export type IntegrationService = (typeof INTEGRATION_SERVICES)[number];
export const INTEGRATION_CALLBACK_STATUSES = ['connected', 'not-connected'] as const;

export const INTEGRATION_INFO: Record<IntegrationService, { name: string; description: string }> = {
  calendar: {
    name: 'Calendar',
    description: 'Interviews appear in your team’s calendars through invitations and private calendar feeds.',
  },
  indeed: {
    name: 'Indeed',
    description:
      'Indeed reads your published opportunities from your job feed (its address is on the Widgets page).',
  },
};

export const integrationSchema = z.object({
  service: z.enum(INTEGRATION_SERVICES),
  name: z.string(),
  description: z.string(),
  connected: z.boolean(),
  updated_at: z.string().nullable(),
});
export const integrationListSchema = z.object({
  data: z.array(integrationSchema),
  abilities: z.object({ manage: z.boolean() }),
});
export const setIntegrationSchema = z.object({ connected: z.boolean() });

/** GET /feeds/{slug}/jobs.json (and per enterprise): published jobs for job boards. */
export const jobFeedSchema = z.object({
  publisher: z.string(),
  publisher_url: z.string(),
  generated_at: z.string(),
  jobs: z.array(
    z.object({
      id: z.number().int(),
      title: z.string(),
      company: z.string(),
      url: z.string(),
      /** Sanitized HTML. */
      description: z.string(),
      location: z.string(),
      city: z.string().nullable(),
      region: z.string().nullable(),
      country: z.string().nullable(),
      remote: z.boolean(),
      employment_type: z.string(),
      pay: z
        .object({
          min: z.number().nullable(),
          max: z.number().nullable(),
          period: z.string().nullable(),
          currency: z.string(),
        })
        .nullable(),
      date_posted: z.string(),
    }),
  ),
});
export type JobFeed = z.infer<typeof jobFeedSchema>;
