// Request schemas of /api/opportunity-templates: create and update (partial).
import { z } from '../zod.ts';
import { nonBlank } from './field-schemas.ts';
import { TEMPLATE_NAME_MAX_LENGTH, TITLE_MAX_LENGTH } from './limits.ts';
import { pipelineStepNamesSchema } from './pipeline-steps.ts';
import { checkPartialPay, checkPay, postingShape } from './posting-fields.ts';

/** The fields of a new template (enterprise templates add where they are pushed). */
export const createTemplateShape = {
  name: nonBlank(TEMPLATE_NAME_MAX_LENGTH),
  ...postingShape,
  title: nonBlank(TITLE_MAX_LENGTH),
  pipeline_steps: pipelineStepNamesSchema.optional(),
};

/** The fields of a template update (all optional). */
export const updateTemplateShape = {
  name: nonBlank(TEMPLATE_NAME_MAX_LENGTH).optional(),
  ...postingShape,
  pipeline_steps: pipelineStepNamesSchema.optional(),
};

/** POST /api/opportunity-templates. */
export const createTemplateSchema = z.object(createTemplateShape).superRefine(checkPay);
export type CreateTemplateInput = z.infer<typeof createTemplateSchema>;

/** PUT /api/opportunity-templates/{id}: partial. */
export const updateTemplateSchema = z.object(updateTemplateShape).superRefine(checkPartialPay);
export type UpdateTemplateInput = z.infer<typeof updateTemplateSchema>;
