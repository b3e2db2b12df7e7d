// The candidate panel's recordings (issue 19): every recording of an application's interviews, for
// the company's Managers and Admins (who see every interview). Another company's application is 404.
import type { PaginationQuery } from '@hireloop/shared/api';
import { and, desc, eq, sql } from 'drizzle-orm';
import { type Actor, activeCompanyOf } from '#server/access/actor.ts';
import type { Database } from '#server/db/client.ts';
import { applications, interviewRecordings, interviews, users } from '#server/db/schema.ts';
import { forbidden, notFound } from '#server/lib/errors.ts';
import { pageOffset } from '#server/lib/pagination.ts';
import { seesAllCompanyInterviews } from './interviews.policy.ts';
import { presentRecording, recordingColumns } from './recording.presenter.ts';

export const APPLICATION_RECORDINGS_FORBIDDEN = 'Only Managers and Admins see every interview recording.';

export async function listApplicationRecordings(
  db: Database,
  actor: Actor,
  applicationId: number,
  query: PaginationQuery,
  retentionDays: number,
) {
  const company = activeCompanyOf(actor);
  const [application] = await db
    .select({ id: applications.id })
    .from(applications)
    .where(and(eq(applications.id, applicationId), eq(applications.companyId, company.id)));
  if (!application) throw notFound('Application not found.');
  if (!seesAllCompanyInterviews(company)) throw forbidden(APPLICATION_RECORDINGS_FORBIDDEN);
  const where = eq(interviews.applicationId, applicationId);
  const [rows, [count]] = await Promise.all([
    db
      .select({ ...recordingColumns, interviewUuid: interviews.uuid, interviewStart: interviews.startTime })
      .from(interviewRecordings)
      .innerJoin(interviews, eq(interviews.id, interviewRecordings.interviewId))
      .innerJoin(users, eq(users.id, interviewRecordings.startedBy))
      .where(where)
      .orderBy(desc(interviewRecordings.id))
      .limit(query.per_page)
      .offset(pageOffset(query)),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(interviewRecordings)
      .innerJoin(interviews, eq(interviews.id, interviewRecordings.interviewId))
      .where(where),
  ]);
  return {
    rows: rows.map((row) => ({
      ...presentRecording(row, retentionDays),
      interview_uuid: row.interviewUuid,
      interview_start_time: row.interviewStart?.toISOString() ?? null,
    })),
    total: count?.total ?? 0,
  };
}
