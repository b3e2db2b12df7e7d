// The User Activity Report (issue 22, SPEC.md §2 /activities/{userId}): what a team member did in a
// company over a period, read from the audit log. Routes declare the kind of activity they record.
import { paginatedSchema } from './api.ts';
import { calendarDateSchema } from './calendar-date.ts';
import { MAX_PER_PAGE } from './constants.ts';
import { z } from './zod.ts';

/** The activities the report counts, in the order it shows them. */
export const ACTIVITY_KINDS = [
  'sign_in',
  'opportunity_created',
  'opportunity_updated',
  'candidate_moved',
  'message_sent',
  'interview_held',
  'offer_sent',
] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

export const ACTIVITY_LABELS: Record<ActivityKind, string> = {
  sign_in: 'Signed in',
  opportunity_created: 'Opportunity created',
  opportunity_updated: 'Opportunity edited',
  candidate_moved: 'Candidate moved',
  message_sent: 'Message sent',
  interview_held: 'Interview held',
  offer_sent: 'Offer sent',
};

/** Any other change the member made (recorded in the audit log, listed but not counted by kind). */
export const OTHER_ACTIVITY = 'other';
export const ACTIVITY_FILTERS = [...ACTIVITY_KINDS, OTHER_ACTIVITY] as const;
export type ActivityFilter = (typeof ACTIVITY_FILTERS)[number];

/** The longest period one report covers. */
export const MAX_ACTIVITY_PERIOD_DAYS = 366;
/** The period shown when none is asked for: the last 30 days, today included. */
export const DEFAULT_ACTIVITY_PERIOD_DAYS = 30;
export const ACTIVITY_PER_PAGE = 25;

const PERIOD_TOO_LONG = `The period may cover at most ${MAX_ACTIVITY_PERIOD_DAYS} days.`;

export const activityQuerySchema = z
  .object({
    from: calendarDateSchema.optional(),
    to: calendarDateSchema.optional(),
    kind: z.enum(ACTIVITY_FILTERS).optional(),
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    per_page: z.coerce.number().int().min(1).max(MAX_PER_PAGE).default(ACTIVITY_PER_PAGE),
  })
  .superRefine((query, ctx) => {
    if (!query.from || !query.to) return;
    if (query.from > query.to) {
      ctx.addIssue({
        code: 'custom',
        path: ['to'],
        message: 'The to date must be on or after the from date.',
      });
      return;
    }
    const days = (Date.parse(query.to) - Date.parse(query.from)) / 86_400_000 + 1;
    if (days > MAX_ACTIVITY_PERIOD_DAYS)
      ctx.addIssue({ code: 'custom', path: ['from'], message: PERIOD_TOO_LONG });
  });
export type ActivityQuery = z.infer<typeof activityQuerySchema>;

export const activityExportQuerySchema = z
  .object({
    from: calendarDateSchema.optional(),
    to: calendarDateSchema.optional(),
    kind: z.enum(ACTIVITY_FILTERS).optional(),
  })
  .superRefine((query, ctx) => {
    if (query.from && query.to && query.from > query.to) {
      ctx.addIssue({
        code: 'custom',
        path: ['to'],
        message: 'The to date must be on or after the from date.',
      });
    }
  });
export type ActivityExportQuery = z.infer<typeof activityExportQuerySchema>;

export const activityEventSchema = z.object({
  id: z.number().int(),
  /** An ACTIVITY_KINDS value, or `other`. */
  kind: z.enum(ACTIVITY_FILTERS),
  label: z.string(),
  /** The request, `METHOD /route/pattern`. */
  action: z.string(),
  /** The path requested (ids included). */
  target: z.string(),
  status_code: z.number().int(),
  ip_address: z.string().nullable(),
  /** Set when a super admin made the request while impersonating the member. */
  impersonator: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  created_at: z.string(),
});
export type ActivityEvent = z.infer<typeof activityEventSchema>;

const kindCountsSchema = z.object(
  Object.fromEntries(ACTIVITY_KINDS.map((kind) => [kind, z.number().int()])) as Record<
    ActivityKind,
    z.ZodNumber
  >,
);
export type ActivityKindCounts = z.infer<typeof kindCountsSchema>;

export const activityReportSchema = paginatedSchema(activityEventSchema).extend({
  member: z.object({
    id: z.number().int(),
    first_name: z.string(),
    last_name: z.string(),
    email: z.string(),
    role: z.string(),
  }),
  period: z.object({ from: z.string(), to: z.string() }),
  /** Totals over the period, per kind (successful requests only). */
  totals: kindCountsSchema,
  /** Every day of the period (UTC), oldest first, with its counts per kind. */
  days: z.array(z.object({ date: z.string(), counts: kindCountsSchema })),
});
export type ActivityReport = z.infer<typeof activityReportSchema>;

export function activityLabel(kind: string | null): string {
  return kind && kind in ACTIVITY_LABELS ? ACTIVITY_LABELS[kind as ActivityKind] : 'Other change';
}
