// Request schemas of /api/opportunity-templates: create and update (partial).
import { z } from '../zod.ts';
import { nonBlank } from './field-schemas.ts';
import { TEMPLATE_NAME_MAX_LENGTH, TITLE_MAX_LENGTH } from './limits.ts';
import { pipelineStepNamesSchema } from './pipeline-steps.ts';
import { checkPartialPay, checkPay, postingShape } from './posting-fields.ts';

/** POST /api/opportunity-templates. */
export const createTemplateSchema = z
  .object({
    name: nonBlank(TEMPLATE_NAME_MAX_LENGTH),
    ...postingShape,
    title: nonBlank(TITLE_MAX_LENGTH),
    pipeline_steps: pipelineStepNamesSchema.optional(),
  })
  .superRefine(checkPay);
export type CreateTemplateInput = z.infer<typeof createTemplateSchema>;

/** PUT /api/opportunity-templates/{id}: partial. */
export const updateTemplateSchema = z
  .object({
    name: nonBlank(TEMPLATE_NAME_MAX_LENGTH).optional(),
    ...postingShape,
    pipeline_steps: pipelineStepNamesSchema.optional(),
  })
  .superRefine(checkPartialPay);
export type UpdateTemplateInput = z.infer<typeof updateTemplateSchema>;
