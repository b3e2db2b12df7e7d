// GET /api/interviews/slots and the self-scheduling page: the free times of the chosen interviewers.
import { INTERVIEW_LIMITS, type slotsQuerySchema } from '@hireloop/shared/interviews';
import type { z } from '@hireloop/shared/zod';
import { and, eq } from 'drizzle-orm';
import type { CompanyAccess } from '#server/access/actor.ts';
import type { Database } from '#server/db/client.ts';
import { applications } from '#server/db/schema.ts';
import { validation } from '#server/lib/errors.ts';
import { type InterviewerInfo, loadInterviewers, slotRange } from './availability.service.ts';
import { loadFreeSlotStarts } from './busy-time.cache.ts';
import * as interviewsPolicy from './interviews.policy.ts';

const MINUTE = 60_000;

export async function findFreeSlots(
  db: Database,
  company: CompanyAccess,
  query: z.infer<typeof slotsQuerySchema>,
) {
  interviewsPolicy.authorize({ company }, 'schedule');
  const raw = query['interviewer_ids[]'] ?? query.interviewer_ids ?? [];
  const ids = Array.isArray(raw) ? raw : [raw];
  if (ids.length === 0) throw validation({ interviewer_ids: ['The interviewer ids field is required.'] });
  if (query.application_id) {
    const [application] = await db
      .select({ id: applications.id })
      .from(applications)
      .where(and(eq(applications.id, query.application_id), eq(applications.companyId, company.id)))
      .limit(1);
    if (!application) throw validation({ application_id: ['The selected application is invalid.'] });
  }
  const now = new Date();
  const interviewers = await loadInterviewers(db, company.id, ids, { named: true });
  const range = slotRange(query, now);
  return freeSlotsFor(db, interviewers, {
    ...range,
    durationMinutes: query.duration_minutes,
    now,
    ...(query.interview_id ? { exceptInterviewId: query.interview_id } : {}),
  });
}

export interface SlotWindow {
  from: Date;
  to: Date;
  durationMinutes: number;
  now: Date;
  exceptInterviewId?: number;
}

/**
 * Free start times where every interviewer is in their hours and free. Hours and zones are the ones
 * just read with the interviewers; busy time and slots may be reused while their versions stand.
 */
export async function freeSlotsFor(
  db: Database,
  interviewers: readonly InterviewerInfo[],
  window: SlotWindow,
): Promise<Array<{ start_time: string; end_time: string }>> {
  if (interviewers.length === 0) return [];
  const starts = await loadFreeSlotStarts(db, interviewers, {
    from: window.from,
    to: window.to,
    notBefore: new Date(window.now.getTime() + INTERVIEW_LIMITS.minimumNoticeMinutes * MINUTE),
    durationMinutes: window.durationMinutes,
    ...(window.exceptInterviewId ? { exceptInterviewId: window.exceptInterviewId } : {}),
  });
  const duration = window.durationMinutes * MINUTE;
  return starts.map((start) => ({
    start_time: new Date(start).toISOString(),
    end_time: new Date(start + duration).toISOString(),
  }));
}
