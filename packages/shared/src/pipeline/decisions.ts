// Decisions on one application (move on, hire, disqualify…) and bulk actions on up to
// MAX_BULK_APPLICATIONS applications at once (move, disqualify, message).

import { DECISION_MESSAGE_MAX_LENGTH, DECISIONS, DISQUALIFY_REASON_MAX_LENGTH } from '../applications.ts';
import { z } from '../zod.ts';
import { COMPANY_APPLICATION_STATUSES } from './candidates.ts';
import { stepRefSchema } from './refs.ts';

export const MAX_BULK_APPLICATIONS = 100;

const reasonSchema = z.string().trim().min(1).max(DISQUALIFY_REASON_MAX_LENGTH);
const messageSchema = z.string().trim().max(DECISION_MESSAGE_MAX_LENGTH);

/** POST /api/applications/{id}/decision. A reason is required to disqualify. */
export const decisionSchema = z
  .object({
    decision: z.enum(DECISIONS),
    reason: z.string().trim().max(DISQUALIFY_REASON_MAX_LENGTH).nullish(),
    message: messageSchema.nullish(),
  })
  .superRefine((input, ctx) => {
    if (input.decision === 'disqualify' && !input.reason) {
      ctx.addIssue({ code: 'custom', path: ['reason'], message: 'The reason field is required.' });
    }
  });
export type DecisionInput = z.infer<typeof decisionSchema>;

/** The answer of POST /api/applications/{id}/decision. */
export const decisionResultSchema = z.object({
  application_id: z.number().int(),
  status: z.enum(COMPANY_APPLICATION_STATUSES),
  step: stepRefSchema.nullable(),
  message: z.string(),
  /** Set when the decision stands but its message to the candidate could not be sent. */
  warning: z.string().optional(),
});
export type DecisionResult = z.infer<typeof decisionResultSchema>;

const applicationIdsSchema = z
  .array(z.number().int().positive())
  .min(1)
  .max(MAX_BULK_APPLICATIONS)
  .transform((ids) => [...new Set(ids)]);

/** POST /api/company-candidates/bulk: one action on up to 100 applications, all or nothing. */
export const bulkActionSchema = z.discriminatedUnion('action', [
  z.object({
    action: z.literal('move'),
    application_ids: applicationIdsSchema,
    to_step_id: z.number().int().positive(),
  }),
  z.object({
    action: z.literal('disqualify'),
    application_ids: applicationIdsSchema,
    reason: reasonSchema,
    message: messageSchema.nullish(),
  }),
  z.object({
    action: z.literal('message'),
    application_ids: applicationIdsSchema,
    content: z.string().trim().min(1).max(DECISION_MESSAGE_MAX_LENGTH),
  }),
]);
export type BulkActionInput = z.infer<typeof bulkActionSchema>;

export const bulkActionResultSchema = z.object({
  /** Applications changed (move, disqualify) or people messaged (message). */
  affected: z.number().int(),
  message: z.string(),
  warning: z.string().optional(),
});
