// Pipeline step names of a new opportunity or template, and the reordered steps of an update.
import { z } from '../zod.ts';
import { nonBlank } from './field-schemas.ts';
import { MAX_PIPELINE_STEPS, MIN_PIPELINE_STEPS, STEP_NAME_MAX_LENGTH } from './limits.ts';

const stepName = nonBlank(STEP_NAME_MAX_LENGTH);
// The duplicate check runs even when a name already failed (zod keeps checking the array), so a
// name quoted back is stripped of control characters: an error message never carries a NUL.
const quoted = (name: string) => `"${name.replace(/\p{Cc}/gu, '')}"`;
const duplicateStep = (names: string[]) => {
  const seen = new Set<string>();
  return names.find((name) => {
    const key = name.toLowerCase();
    if (seen.has(key)) return true;
    seen.add(key);
    return false;
  });
};

/** Step names of a new opportunity or a template: 2–20, unique (case-insensitive). */
export const pipelineStepNamesSchema = z
  .array(stepName)
  .min(MIN_PIPELINE_STEPS)
  .max(MAX_PIPELINE_STEPS)
  .superRefine((names, ctx) => {
    const duplicate = duplicateStep(names);
    if (duplicate) ctx.addIssue({ code: 'custom', message: `The step ${quoted(duplicate)} appears twice.` });
  });

/** PUT: the steps in their new order; an id keeps (and may rename) a step, no id adds one. */
export const pipelineStepsUpdateSchema = z
  .array(z.object({ id: z.number().int().positive().optional(), name: stepName }))
  .min(MIN_PIPELINE_STEPS)
  .max(MAX_PIPELINE_STEPS)
  .superRefine((steps, ctx) => {
    const duplicate = duplicateStep(steps.map((step) => step.name));
    if (duplicate) ctx.addIssue({ code: 'custom', message: `The step ${quoted(duplicate)} appears twice.` });
    const ids = steps.flatMap((step) => (step.id ? [step.id] : []));
    if (new Set(ids).size !== ids.length)
      ctx.addIssue({ code: 'custom', message: 'A step is listed twice.' });
  });
