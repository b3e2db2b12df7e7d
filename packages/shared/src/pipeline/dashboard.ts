// The hiring figures of the company dashboard.
import { z } from '../zod.ts';

/** The `hiring` part of GET /api/company-dashboard. */
export const hiringFiguresSchema = z.object({
  open_opportunities: z.number().int(),
  /** Applications submitted in the last 7 days (rolling). */
  new_applicants_this_week: z.number().int(),
  /** Active and hired candidates per step name across published opportunities, in pipeline order. */
  candidates_per_step: z.array(z.object({ name: z.string(), count: z.number().int() })),
  /** The newest activity on any submitted application (null when there is none). */
  last_activity_at: z.string().nullable(),
});
export type HiringFigures = z.infer<typeof hiringFiguresSchema>;
