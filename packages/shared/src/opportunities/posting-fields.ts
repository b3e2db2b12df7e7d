// Internal to the opportunities module (not re-exported by opportunities.ts): the input fields an
// opportunity and a template share, and the pay checks their schemas run.
import { scorecardDefinitionSchema } from '../interview-scorecards.ts';
import { z } from '../zod.ts';
import { EMPLOYMENT_TYPES, PAY_PERIODS } from './enums.ts';
import { clearableText, nonBlank, payAmount } from './field-schemas.ts';
import {
  DESCRIPTION_MAX_LENGTH,
  LOCATION_MAX_LENGTH,
  MAX_OPENINGS,
  REQUIREMENTS_MAX_LENGTH,
  SCHEDULE_MAX_LENGTH,
  TITLE_MAX_LENGTH,
} from './limits.ts';
import { type PayFields, payIssues } from './pay.ts';
import { screeningQuestionsSchema } from './screening-questions.ts';

/** The fields an opportunity and a template share; every one optional (absent = keep / default). */
export const postingShape = {
  title: nonBlank(TITLE_MAX_LENGTH).optional(),
  /** Rich HTML; the server keeps only formatting tags (see docs/api/opportunities.md). */
  description: clearableText(DESCRIPTION_MAX_LENGTH),
  location: clearableText(LOCATION_MAX_LENGTH),
  remote: z.boolean().optional(),
  employment_type: z.enum(EMPLOYMENT_TYPES).optional(),
  pay_min: payAmount,
  pay_max: payAmount,
  pay_period: z.enum(PAY_PERIODS).nullish(),
  schedule: clearableText(SCHEDULE_MAX_LENGTH),
  requirements: clearableText(REQUIREMENTS_MAX_LENGTH),
  openings: z.number().int().min(1).max(MAX_OPENINGS).optional(),
  screening_questions: screeningQuestionsSchema.optional(),
  /** The interview scorecard (issue 19); empty = the default scorecard. */
  scorecard: scorecardDefinitionSchema.optional(),
};

export const checkPay = (value: PayFields, ctx: z.RefinementCtx) => {
  for (const issue of payIssues(value)) ctx.addIssue({ code: 'custom', ...issue });
};
export const checkPartialPay = (value: PayFields, ctx: z.RefinementCtx) => {
  for (const issue of payIssues(value, true)) ctx.addIssue({ code: 'custom', ...issue });
};
