// Interview scorecards (issue 19 "Scorecards"; SPEC.md §3 rating state): the attributes an
// opportunity rates, grouped by category; each interviewer's ratings (1–4 or not assessed), notes
// and overall recommendation; and the aggregate the pipeline shows per candidate.
import { pageMetaSchema, paginationQuerySchema } from './api.ts';
import { z } from './zod.ts';

/** The overall recommendation, weakest first. */
export const RECOMMENDATIONS = ['strong_no', 'no', 'yes', 'strong_yes'] as const;
export type Recommendation = (typeof RECOMMENDATIONS)[number];

export const RECOMMENDATION_LABELS: Record<Recommendation, string> = {
  strong_no: 'Strong no',
  no: 'No',
  yes: 'Yes',
  strong_yes: 'Strong yes',
};

/** 1–4; `null` is "not assessed". */
export const RATING_VALUES = [1, 2, 3, 4] as const;
export const RATING_LABELS: Record<(typeof RATING_VALUES)[number], string> = {
  1: '1 · Poor',
  2: '2 · Fair',
  3: '3 · Good',
  4: '4 · Excellent',
};

export const SCORECARD_LIMITS = { attributes: 40, nameLength: 80, notesLength: 10_000 } as const;

export const scorecardAttributeSchema = z.object({
  id: z
    .string()
    .trim()
    .min(1)
    .max(64)
    .regex(
      /^[a-z0-9-]+(?:\.[a-z0-9-]+)+$/,
      'Use "category.attribute": lowercase letters, digits and dashes.',
    ),
  category: z.string().trim().min(1).max(SCORECARD_LIMITS.nameLength),
  name: z.string().trim().min(1).max(SCORECARD_LIMITS.nameLength),
});
export type ScorecardAttribute = z.infer<typeof scorecardAttributeSchema>;

/** An attribute as the opportunity editor sends it: a new one has no id yet (the server gives one). */
export const scorecardAttributeInputSchema = scorecardAttributeSchema.extend({
  id: scorecardAttributeSchema.shape.id.optional(),
});
export type ScorecardAttributeInput = z.infer<typeof scorecardAttributeInputSchema>;

/**
 * An opportunity's scorecard definition: attribute ids are unique. Ids are keys of `ratings` on
 * the wire: the dot they must hold keeps the web client's key-case conversion off them.
 */
export const scorecardDefinitionSchema = z
  .array(scorecardAttributeInputSchema)
  .max(SCORECARD_LIMITS.attributes)
  .superRefine((attributes, ctx) => {
    const seen = new Set<string>();
    attributes.forEach((attribute, index) => {
      if (attribute.id === undefined) return;
      if (seen.has(attribute.id)) {
        ctx.addIssue({ code: 'custom', path: [index, 'id'], message: 'Each attribute needs its own id.' });
      }
      seen.add(attribute.id);
    });
  });

/** What an opportunity rates when neither it nor its template defines a scorecard. */
export const DEFAULT_SCORECARD: ScorecardAttribute[] = [
  { id: 'communication.clarity', category: 'Communication', name: 'Explains things clearly' },
  { id: 'communication.listening', category: 'Communication', name: 'Listens and asks good questions' },
  { id: 'customer-service.empathy', category: 'Customer service', name: 'Empathy with customers' },
  { id: 'customer-service.problem-solving', category: 'Customer service', name: 'Solves problems calmly' },
  { id: 'role-fit.experience', category: 'Role fit', name: 'Relevant experience' },
  { id: 'role-fit.reliability', category: 'Role fit', name: 'Reliability and availability' },
];

/** Attributes grouped by category, categories in the order they first appear. */
export function scorecardCategories(attributes: readonly ScorecardAttribute[]) {
  const groups = new Map<string, ScorecardAttribute[]>();
  for (const attribute of attributes) {
    groups.set(attribute.category, [...(groups.get(attribute.category) ?? []), attribute]);
  }
  return [...groups].map(([category, items]) => ({ category, attributes: items }));
}

const ratingSchema = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.null()]);

/** PUT /api/interviews/{id}/scorecard: submits (or re-submits) the caller's own scorecard. */
export const submitScorecardSchema = z.object({
  /** Every attribute of the opportunity's scorecard, by id: 1–4 or null (not assessed). */
  ratings: z.record(z.string().max(64), ratingSchema),
  notes: z.string().max(SCORECARD_LIMITS.notesLength).default(''),
  recommendation: z.enum(RECOMMENDATIONS),
});
export type SubmitScorecard = z.infer<typeof submitScorecardSchema>;

const authorSchema = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  avatar: z.string().nullable(),
});

export const submittedScorecardSchema = z.object({
  id: z.number().int(),
  interview_id: z.number().int(),
  author: authorSchema,
  ratings: z.record(z.string(), ratingSchema),
  notes: z.string(),
  recommendation: z.enum(RECOMMENDATIONS),
  /** Mean of the assessed attributes (null when none was assessed). */
  average: z.number().nullable(),
  submitted_at: z.string(),
});
export type SubmittedScorecard = z.infer<typeof submittedScorecardSchema>;

/** GET /api/interviews/{id}/scorecard: the definition and the caller's own (null before submitting). */
export const ownScorecardSchema = z.object({
  attributes: z.array(scorecardAttributeSchema),
  rating_state: z.enum(['needs_scores', 'unknown']),
  /** The caller is a company-side participant of a scheduled or completed interview. */
  may_submit: z.boolean(),
  scorecard: submittedScorecardSchema.nullable(),
});
export type OwnScorecard = z.infer<typeof ownScorecardSchema>;

export const scorecardListQuerySchema = paginationQuerySchema;
export const scorecardListSchema = z.object({
  attributes: z.array(scorecardAttributeSchema),
  data: z.array(submittedScorecardSchema),
  meta: pageMetaSchema,
});
export type ScorecardList = z.infer<typeof scorecardListSchema>;

/** The pipeline's per-candidate view: "scores needed" and the aggregate (under the visibility rules). */
export const candidateScoresSchema = z.object({
  scores_needed: z.boolean(),
  /** Null when the caller may not see scores yet (no anchoring) or none were submitted. */
  aggregate: z
    .object({
      scorecards: z.number().int(),
      average: z.number().nullable(),
      recommendations: z.object({
        strong_no: z.number().int(),
        no: z.number().int(),
        yes: z.number().int(),
        strong_yes: z.number().int(),
      }),
    })
    .nullable(),
  /** Why the aggregate is hidden, when it is. */
  hidden_reason: z.enum(['submit_first', 'none_submitted']).nullable(),
});
export type CandidateScores = z.infer<typeof candidateScoresSchema>;

/** Mean of the assessed ratings, to two decimals. */
export function scorecardAverage(ratings: Record<string, number | null>): number | null {
  const values = Object.values(ratings).filter((value): value is number => value !== null);
  if (values.length === 0) return null;
  return Math.round((values.reduce((sum, value) => sum + value, 0) / values.length) * 100) / 100;
}
