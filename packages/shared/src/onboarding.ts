// Onboarding (issue 20): the checklist a hire completes after accepting an offer, at
// /onboarding/{id}; the company follows progress per hire.
import { paginationQuerySchema } from './api.ts';
import { z } from './zod.ts';

export const ONBOARDING_STATUSES = ['in_progress', 'completed'] as const;
export type OnboardingStatus = (typeof ONBOARDING_STATUSES)[number];

export const ONBOARDING_TASK_KINDS = ['acknowledge', 'upload', 'form'] as const;
export type OnboardingTaskKind = (typeof ONBOARDING_TASK_KINDS)[number];

export const ONBOARDING_FIELD_MAX_LENGTH = 500;
/** Tasks a company's checklist may hold. */
export const MAX_ONBOARDING_TASKS = 30;
export const MAX_ONBOARDING_UPLOAD_BYTES = 10 * 1024 * 1024;

export const ONBOARDING_UPDATED_EVENT = 'onboarding.updated';

export const onboardingFieldSchema = z.object({
  key: z.string(),
  label: z.string(),
  sensitive: z.boolean(),
  /** The answer; for sensitive fields only the company's Admins and Managers get it in clear. */
  value: z.string().nullable(),
  provided: z.boolean(),
});

export const onboardingTaskSchema = z.object({
  id: z.number().int(),
  kind: z.enum(ONBOARDING_TASK_KINDS),
  title: z.string(),
  description: z.string(),
  due_on: z.string().nullable(),
  overdue: z.boolean(),
  completed_at: z.string().nullable(),
  fields: z.array(onboardingFieldSchema),
  file: z
    .object({ model_has_file_id: z.number().int(), current_name: z.string(), url: z.string() })
    .nullable(),
  /** The document the company gives with the task (e.g. the handbook to read and acknowledge). */
  document: z.object({ current_name: z.string(), url: z.string() }).nullable(),
});
export type OnboardingTask = z.infer<typeof onboardingTaskSchema>;

export const onboardingSummarySchema = z.object({
  id: z.number().int(),
  status: z.enum(ONBOARDING_STATUSES),
  offer_id: z.number().int(),
  application_id: z.number().int(),
  candidate: z.object({ id: z.number().int(), first_name: z.string(), last_name: z.string() }),
  company: z.object({ id: z.number().int(), name: z.string() }),
  opportunity_title: z.string(),
  start_date: z.string(),
  tasks_total: z.number().int(),
  tasks_completed: z.number().int(),
  /** Whole percent of tasks completed. */
  progress: z.number().int(),
  completed_at: z.string().nullable(),
  created_at: z.string(),
});
export type OnboardingSummary = z.infer<typeof onboardingSummarySchema>;

export const onboardingSchema = onboardingSummarySchema.extend({
  tasks: z.array(onboardingTaskSchema),
  abilities: z.object({ complete: z.boolean(), reveal_sensitive: z.boolean() }),
});
export type Onboarding = z.infer<typeof onboardingSchema>;

export const onboardingListQuerySchema = paginationQuerySchema.extend({
  status: z.enum(ONBOARDING_STATUSES).optional(),
  application_id: z.coerce.number().int().positive().optional(),
});

export const onboardingListSchema = z.object({
  data: z.array(onboardingSummarySchema),
  meta: z.object({
    current_page: z.number().int(),
    per_page: z.number().int(),
    total: z.number().int(),
    last_page: z.number().int(),
  }),
});

/** JSON body of completing an acknowledge or form task (uploads send multipart with `file`). */
export const completeTaskSchema = z.object({
  acknowledged: z.boolean().optional(),
  values: z.record(z.string().max(100), z.string().trim().max(ONBOARDING_FIELD_MAX_LENGTH)).optional(),
});
export type CompleteTaskInput = z.infer<typeof completeTaskSchema>;

export interface OnboardingUpdatedEvent {
  onboarding_id: number;
  application_id: number;
  progress: number;
}

const taskFieldDefinitionSchema = z.object({
  key: z
    .string()
    .trim()
    .regex(/^[a-z][a-z0-9_]{0,49}$/, 'The key must be lowercase letters, digits and underscores.'),
  label: z.string().trim().min(1).max(100),
  sensitive: z.boolean().default(false),
});

/** One task of the company's checklist (`due_days` from the start date; negative is before it). */
export const onboardingTaskDefinitionSchema = z
  .object({
    kind: z.enum(ONBOARDING_TASK_KINDS),
    title: z.string().trim().min(1).max(150),
    description: z.string().trim().max(2000).default(''),
    due_days: z.number().int().min(-90).max(365),
    fields: z.array(taskFieldDefinitionSchema).max(20).optional(),
    /** A file of the company's library given with the task (its library record id). */
    document_id: z.number().int().positive().max(Number.MAX_SAFE_INTEGER).nullable().optional(),
  })
  .superRefine((task, context) => {
    if (task.kind === 'form' && (task.fields ?? []).length === 0) {
      context.addIssue({
        code: 'custom',
        path: ['fields'],
        message: 'A form task needs at least one field.',
      });
    }
    const keys = (task.fields ?? []).map((field) => field.key);
    if (new Set(keys).size !== keys.length) {
      context.addIssue({ code: 'custom', path: ['fields'], message: 'The field keys must be different.' });
    }
  });

export const onboardingTemplateSchema = z.object({
  tasks: z.array(onboardingTaskDefinitionSchema).max(MAX_ONBOARDING_TASKS),
});
export type OnboardingTemplateInput = z.infer<typeof onboardingTemplateSchema>;

export const onboardingTemplateResponseSchema = z.object({
  tasks: z.array(
    z.object({
      kind: z.enum(ONBOARDING_TASK_KINDS),
      title: z.string(),
      description: z.string(),
      due_days: z.number().int(),
      fields: z.array(z.object({ key: z.string(), label: z.string(), sensitive: z.boolean() })),
      /** Null when the task has none, or its file has since left the library. */
      document: z.object({ id: z.number().int(), current_name: z.string() }).nullable(),
    }),
  ),
  abilities: z.object({ update: z.boolean() }),
});
