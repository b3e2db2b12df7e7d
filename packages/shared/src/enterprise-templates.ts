// Enterprise opportunity templates (docs/api/enterprise-templates.md, decision 101): a company
// template's fields plus where the enterprise pushes it, to chosen groups or to every location.
import { pageMetaSchema } from './api.ts';
import { checkPartialPay, checkPay } from './opportunities/posting-fields.ts';
import { createTemplateShape, opportunityTemplateSchema, updateTemplateShape } from './opportunities.ts';
import { z } from './zod.ts';

/** More groups than any enterprise has; keeps a request small. */
export const TEMPLATE_GROUPS_MAX = 200;

const groupIdsSchema = z
  .array(z.number().int().positive().max(Number.MAX_SAFE_INTEGER))
  .max(TEMPLATE_GROUPS_MAX, `Choose at most ${TEMPLATE_GROUPS_MAX} groups.`);

const NO_TARGET = 'Choose the groups to push this template to, or push it to all locations.';

const checkTarget = (value: { push_all?: boolean; group_ids?: number[] }, ctx: z.RefinementCtx) => {
  if (value.push_all === false && value.group_ids?.length === 0)
    ctx.addIssue({ code: 'custom', path: ['group_ids'], message: NO_TARGET });
};

/** POST /api/enterprise-templates. */
export const createEnterpriseTemplateSchema = z
  .object({
    ...createTemplateShape,
    push_all: z.boolean().default(false),
    group_ids: groupIdsSchema.default([]),
  })
  .superRefine((value, ctx) => {
    checkPay(value, ctx);
    checkTarget(value, ctx);
  });
export type CreateEnterpriseTemplateInput = z.infer<typeof createEnterpriseTemplateSchema>;

/** PUT /api/enterprise-templates/{id}: partial; `push_all` and `group_ids` replace the targets. */
export const updateEnterpriseTemplateSchema = z
  .object({ ...updateTemplateShape, push_all: z.boolean().optional(), group_ids: groupIdsSchema.optional() })
  .superRefine((value, ctx) => {
    checkPartialPay(value, ctx);
    checkTarget(value, ctx);
  });
export type UpdateEnterpriseTemplateInput = z.infer<typeof updateEnterpriseTemplateSchema>;

/** An enterprise template as the enterprise sees it: where it is pushed and what the viewer may do. */
export const enterpriseTemplateSchema = opportunityTemplateSchema.omit({ enterprise: true }).extend({
  push_all: z.boolean(),
  groups: z.array(z.object({ id: z.number().int(), name: z.string() })),
  abilities: z.object({ update: z.boolean(), delete: z.boolean() }),
});
export type EnterpriseTemplate = z.infer<typeof enterpriseTemplateSchema>;

export const enterpriseTemplateListSchema = z.object({
  data: z.array(enterpriseTemplateSchema),
  meta: pageMetaSchema,
  abilities: z.object({ create: z.boolean(), push_all: z.boolean() }),
});
