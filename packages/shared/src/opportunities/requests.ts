// Request schemas of /api/opportunities: create, update (partial), the company's list query and
// the candidates' search query.
import { z } from '../zod.ts';
import { EMPLOYMENT_TYPES, OPPORTUNITY_STATUSES, PAY_PERIODS } from './enums.ts';
import { LOCATION_MAX_LENGTH, PAY_LIMIT, SEARCH_DEFAULT_PER_PAGE, SEARCH_MAX_PER_PAGE } from './limits.ts';
import { pipelineStepNamesSchema, pipelineStepsUpdateSchema } from './pipeline-steps.ts';
import { checkPartialPay, checkPay, postingShape } from './posting-fields.ts';

/** POST /api/opportunities. With `template_id`, absent fields come from the template. */
export const createOpportunitySchema = z
  .object({
    ...postingShape,
    status: z.enum(['draft', 'published']).optional(),
    pipeline_steps: pipelineStepNamesSchema.optional(),
    template_id: z.number().int().positive().nullish(),
  })
  .superRefine((value, ctx) => {
    if (!value.template_id && value.title === undefined) {
      ctx.addIssue({ code: 'custom', path: ['title'], message: 'The title field is required.' });
    }
    checkPay(value, ctx);
  });
export type CreateOpportunityInput = z.infer<typeof createOpportunitySchema>;

/** PUT /api/opportunities/{id}: a partial update; publishing is `status: "published"`. */
export const updateOpportunitySchema = z
  .object({
    ...postingShape,
    status: z.enum(OPPORTUNITY_STATUSES).optional(),
    pipeline_steps: pipelineStepsUpdateSchema.optional(),
  })
  .superRefine(checkPartialPay);
export type UpdateOpportunityInput = z.infer<typeof updateOpportunitySchema>;

/** GET /api/opportunities (the active company's). */
export const opportunityListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(25),
  status: z.enum(OPPORTUNITY_STATUSES).optional(),
  search: z.string().trim().max(200).optional(),
});
export type OpportunityListQuery = z.infer<typeof opportunityListQuerySchema>;

const queryBoolean = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1')
  .optional();

/** GET /api/opportunities/search (candidates). */
export const opportunitySearchQuerySchema = z.object({
  q: z.string().trim().max(200).optional(),
  location: z.string().trim().max(LOCATION_MAX_LENGTH).optional(),
  remote: queryBoolean,
  employment_type: z.enum(EMPLOYMENT_TYPES).optional(),
  /** Amounts are compared as posted, so pair it with `pay_period` to compare like with like. */
  pay_min: z.coerce.number().int().min(0).max(PAY_LIMIT).optional(),
  pay_period: z.enum(PAY_PERIODS).optional(),
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(SEARCH_MAX_PER_PAGE).default(SEARCH_DEFAULT_PER_PAGE),
});
export type OpportunitySearchQuery = z.infer<typeof opportunitySearchQuerySchema>;
