// GET /api/interviews/slots: the free times of the chosen interviewers, for whoever schedules.
import type { slotsQuerySchema } from '@hireloop/shared/interviews';
import type { z } from '@hireloop/shared/zod';
import { and, eq } from 'drizzle-orm';
import type { CompanyAccess } from '#server/access/actor.ts';
import type { Database } from '#server/db/client.ts';
import { applications } from '#server/db/schema.ts';
import { validation } from '#server/lib/errors.ts';
import { freeSlotsFor, loadInterviewers, slotRange } from './availability.service.ts';
import * as interviewsPolicy from './interviews.policy.ts';

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
  const interviewers = await loadInterviewers(db, company.id, ids);
  const range = slotRange(query, now);
  return freeSlotsFor(db, interviewers, {
    ...range,
    durationMinutes: query.duration_minutes,
    now,
    ...(query.interview_id ? { exceptInterviewId: query.interview_id } : {}),
  });
}
