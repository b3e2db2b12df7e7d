// Scheduling, rescheduling, cancelling and recording the outcome of interviews. Each change is one
// transaction (interviewers' calendars locked, the interview, its interviewers' busy time and the
// application's timeline event written together), which also queues what people are told and the
// reminders (decisions 036, 047).
import {
  type CreateInterviewInput,
  INTERVIEW_LIMITS,
  type InterviewOutcome,
  type UpdateInterviewInput,
} from '@hireloop/shared/interviews';
import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { type Actor, activeCompanyOf } from '#server/access/actor.ts';
import type { Database } from '#server/db/client.ts';
import {
  applicationEvents,
  applications,
  interviewInterviewers,
  interviews,
  schedulingLinks,
} from '#server/db/schema.ts';
import { notFound, validation } from '#server/lib/errors.ts';
import type { Transaction } from '../applications/application-submission.ts';
import {
  assertInterviewersFree,
  type InterviewerInfo,
  loadInterviewers,
  lockInterviewerCalendars,
} from './availability.service.ts';
import { announceInterviewChange, type InterviewsContext } from './interview-announcements.ts';
import { planInterviewReminders } from './interview-reminder-jobs.ts';
import { refreshRatingState } from './interview-scorecards.service.ts';
import * as interviewsPolicy from './interviews.policy.ts';
import { type InterviewView, loadInterviewView, loadVisibleInterview } from './interviews-query.service.ts';
import { companyRecordingDefault } from './recording-settings.service.ts';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** A rule the user can act on: 422 on the interview's status (decision 007). */
export const unprocessable = (message: string) => validation({ status: [message] });

function assertFuture(start: Date, now: Date, field = 'start_time') {
  if (start.getTime() <= now.getTime())
    throw validation({ [field]: ['The start time must be in the future.'] });
}

/** The interview's interviewers: their rows, busy for the interview's time while it is scheduled. */
export async function writeInterviewers(
  tx: Transaction,
  interview: { id: number; companyId: number; status: string; startTime: Date | null; endTime: Date | null },
  interviewerIds: readonly number[],
) {
  await tx
    .delete(interviewInterviewers)
    .where(
      and(
        eq(interviewInterviewers.interviewId, interview.id),
        notInArray(interviewInterviewers.userId, [...interviewerIds]),
      ),
    );
  const busy = interview.status === 'scheduled' && interview.startTime !== null;
  await tx
    .insert(interviewInterviewers)
    .values(
      interviewerIds.map((userId) => ({
        interviewId: interview.id,
        userId,
        companyId: interview.companyId,
        busy,
        startTime: interview.startTime,
        endTime: interview.endTime,
      })),
    )
    .onConflictDoUpdate({
      target: [interviewInterviewers.interviewId, interviewInterviewers.userId],
      set: { busy, startTime: interview.startTime, endTime: interview.endTime },
    });
}

export async function recordInterviewEvent(
  tx: Transaction,
  applicationId: number,
  actorUserId: number | null,
  kind: string,
  data: Record<string, unknown>,
) {
  await tx.insert(applicationEvents).values({ applicationId, actorUserId, kind, data });
  await tx.update(applications).set({ lastActivityAt: sql`now()` }).where(eq(applications.id, applicationId));
}

async function reload(db: Database, id: number): Promise<InterviewView> {
  const view = await loadInterviewView(db, eq(interviews.id, id));
  if (!view) throw notFound();
  return view;
}

export async function createInterview(
  ctx: InterviewsContext,
  actor: Actor,
  input: CreateInterviewInput,
  now = new Date(),
): Promise<InterviewView> {
  const company = activeCompanyOf(actor);
  interviewsPolicy.authorize({ company: company }, 'schedule');
  const fixed = input.scheduling === 'fixed' && input.start_time ? input.start_time : null;
  if (fixed) assertFuture(fixed, now);

  return ctx.db.transaction(async (tx) => {
    const [application] = await tx
      .select({
        id: applications.id,
        status: applications.status,
        opportunityId: applications.opportunityId,
        candidateUserId: applications.candidateUserId,
      })
      .from(applications)
      .where(and(eq(applications.id, input.application_id), eq(applications.companyId, company.id)))
      .for('update');
    if (!application || application.status === 'draft')
      throw validation({ application_id: ['The selected application is invalid.'] });
    if (application.status !== 'active' && application.status !== 'hired') {
      throw validation({ application_id: ['The application is no longer active.'] });
    }
    const interviewers = await loadInterviewers(tx, company.id, input.interviewer_ids);
    await lockInterviewerCalendars(
      tx,
      interviewers.map((person) => person.id),
    );
    if (fixed) await assertInterviewersFree(tx, interviewers, fixed, input.duration_minutes);

    const [row] = await tx
      .insert(interviews)
      .values({
        companyId: company.id,
        applicationId: application.id,
        opportunityId: application.opportunityId,
        candidateUserId: application.candidateUserId,
        organizerUserId: actor.userId,
        status: fixed ? 'scheduled' : 'not_scheduled',
        location: input.location,
        locationDetails: input.location_details || null,
        startTime: fixed,
        endTime: fixed ? new Date(fixed.getTime() + input.duration_minutes * MINUTE) : null,
        durationMinutes: input.duration_minutes,
        timezone: input.timezone,
        recordingPreference: input.recording_preference ?? (await companyRecordingDefault(tx, company.id)),
      })
      .returning();
    const interview = row!;
    await writeInterviewers(
      tx,
      interview,
      interviewers.map((person) => person.id),
    );
    await planInterviewReminders(tx, interview);
    let linkUuid: string | null = null;
    if (!fixed) {
      const [link] = await tx
        .insert(schedulingLinks)
        .values({
          interviewId: interview.id,
          expiresAt: new Date(now.getTime() + INTERVIEW_LIMITS.schedulingWindowDays * DAY),
        })
        .returning({ uuid: schedulingLinks.uuid });
      linkUuid = link!.uuid;
    }
    await recordInterviewEvent(
      tx,
      application.id,
      actor.userId,
      fixed ? 'interview_scheduled' : 'interview_invited',
      {
        interview_uuid: interview.uuid,
        start_time: fixed?.toISOString() ?? null,
        location: input.location,
        ...(input.message ? { message: input.message } : {}),
      },
    );
    const view = await reload(tx, interview.id);
    await announceInterviewChange({ ...ctx, db: tx }, linkUuid ? 'invited' : 'scheduled', view, { linkUuid });
    return view;
  });
}

const OPEN = ['scheduled', 'not_scheduled'];

/** Locks the interview row for a change and checks it can still change. */
async function lockOpenInterview(tx: Transaction, id: number) {
  const [row] = await tx.select().from(interviews).where(eq(interviews.id, id)).for('update');
  if (!row) throw notFound();
  if (!OPEN.includes(row.status)) throw unprocessable('This interview can no longer be changed.');
  return row;
}

export async function updateInterview(
  ctx: InterviewsContext,
  actor: Actor,
  key: string,
  input: UpdateInterviewInput,
  now = new Date(),
): Promise<InterviewView> {
  const { view, viewer } = await loadVisibleInterview(ctx.db, actor, key);
  interviewsPolicy.authorize(viewer, 'change');
  if (input.start_time) assertFuture(input.start_time, now);

  return ctx.db.transaction(async (tx) => {
    const current = await lockOpenInterview(tx, view.interview.id);
    const interviewerIds = input.interviewer_ids ?? view.interviewers.map((person) => person.id);
    let interviewers: InterviewerInfo[];
    if (input.interviewer_ids) interviewers = await loadInterviewers(tx, current.companyId, interviewerIds);
    else interviewers = await loadInterviewers(tx, current.companyId, interviewerIds).catch(() => []);
    await lockInterviewerCalendars(tx, interviewerIds);
    const duration = input.duration_minutes ?? current.durationMinutes;
    const start = input.start_time ?? current.startTime;
    const location = input.location ?? current.location;
    const details =
      input.location_details !== undefined ? input.location_details || null : current.locationDetails;
    if ((location === 'in_person' || location === 'phone') && !details) {
      throw validation({ location_details: ['The location details field is required.'] });
    }
    if (start) await assertInterviewersFree(tx, interviewers, start, duration, current.id);
    const timeChanged =
      (start?.getTime() ?? null) !== (current.startTime?.getTime() ?? null) ||
      duration !== current.durationMinutes;
    const formatChanged = location !== current.location || details !== current.locationDetails;
    const status = start ? 'scheduled' : current.status;
    const [row] = await tx
      .update(interviews)
      .set({
        status,
        startTime: start,
        endTime: start ? new Date(start.getTime() + duration * MINUTE) : null,
        durationMinutes: duration,
        location,
        locationDetails: details,
        timezone: input.timezone ?? current.timezone,
        recordingPreference: input.recording_preference ?? current.recordingPreference,
        calendarSequence:
          timeChanged || formatChanged ? current.calendarSequence + 1 : current.calendarSequence,
        updatedAt: sql`now()`,
      })
      .where(eq(interviews.id, current.id))
      .returning();
    await writeInterviewers(tx, row!, interviewerIds);
    await planInterviewReminders(tx, row!);
    // A time set by the team ends the candidate's link.
    if (start && current.status === 'not_scheduled') {
      await tx
        .update(schedulingLinks)
        .set({ bookedAt: now })
        .where(eq(schedulingLinks.interviewId, current.id));
    }
    const kind =
      current.status === 'scheduled' && timeChanged
        ? 'interview_rescheduled'
        : current.status === 'not_scheduled' && start
          ? 'interview_scheduled'
          : null;
    if (kind) {
      await recordInterviewEvent(tx, current.applicationId, actor.userId, kind, {
        interview_uuid: current.uuid,
        start_time: start?.toISOString() ?? null,
        ...(input.message ? { message: input.message } : {}),
      });
    }
    const change =
      kind === 'interview_rescheduled'
        ? 'rescheduled'
        : kind
          ? 'scheduled'
          : formatChanged && start
            ? 'rescheduled'
            : null;
    const updated = await reload(tx, current.id);
    if (change) await announceInterviewChange({ ...ctx, db: tx }, change, updated);
    return updated;
  });
}

export async function cancelInterview(
  ctx: InterviewsContext,
  actor: Actor,
  key: string,
  message: string | null,
): Promise<InterviewView> {
  const { view, viewer } = await loadVisibleInterview(ctx.db, actor, key);
  interviewsPolicy.authorize(viewer, 'change');
  return ctx.db.transaction(async (tx) => {
    const current = await lockOpenInterview(tx, view.interview.id);
    const [row] = await tx
      .update(interviews)
      .set({
        status: 'cancelled',
        cancelMessage: message || null,
        calendarSequence: current.calendarSequence + 1,
        updatedAt: sql`now()`,
      })
      .where(eq(interviews.id, current.id))
      .returning();
    await planInterviewReminders(tx, row!);
    await tx
      .update(interviewInterviewers)
      .set({ busy: false })
      .where(eq(interviewInterviewers.interviewId, row!.id));
    await recordInterviewEvent(tx, current.applicationId, actor.userId, 'interview_cancelled', {
      interview_uuid: current.uuid,
      start_time: current.startTime?.toISOString() ?? null,
      ...(message ? { message } : {}),
    });
    const updated = await reload(tx, current.id);
    await announceInterviewChange({ ...ctx, db: tx }, 'cancelled', updated);
    return updated;
  });
}

export async function setInterviewOutcome(
  ctx: InterviewsContext,
  actor: Actor,
  key: string,
  status: InterviewOutcome,
  now = new Date(),
): Promise<InterviewView> {
  const { view, viewer } = await loadVisibleInterview(ctx.db, actor, key);
  interviewsPolicy.authorize(viewer, 'setOutcome');
  await ctx.db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(interviews)
      .where(eq(interviews.id, view.interview.id))
      .for('update');
    if (current?.status !== 'scheduled' || !current.startTime) {
      throw unprocessable('Only a scheduled interview can be marked completed or no-show.');
    }
    if (current.startTime.getTime() > now.getTime())
      throw unprocessable('The interview has not started yet.');
    await tx
      .update(interviews)
      .set({
        status,
        updatedAt: sql`now()`,
      })
      .where(eq(interviews.id, current.id));
    // Completed: `needs_scores` until every interviewer has submitted (maybe already all did).
    await refreshRatingState(tx, [current.id]);
    await recordInterviewEvent(tx, current.applicationId, actor.userId, `interview_${status}`, {
      interview_uuid: current.uuid,
      start_time: current.startTime.toISOString(),
    });
  });
  return reload(ctx.db, view.interview.id);
}

/** A disqualified application's open interviews become Disqualified and free their time. */
export async function disqualifyOpenInterviews(
  tx: Transaction,
  applicationIds: readonly number[],
): Promise<void> {
  if (applicationIds.length === 0) return;
  const rows = await tx
    .update(interviews)
    .set({ status: 'disqualified', updatedAt: sql`now()` })
    .where(and(inArray(interviews.applicationId, [...applicationIds]), inArray(interviews.status, OPEN)))
    .returning({ id: interviews.id });
  if (rows.length === 0) return;
  await tx
    .update(interviewInterviewers)
    .set({ busy: false })
    .where(
      inArray(
        interviewInterviewers.interviewId,
        rows.map((row) => row.id),
      ),
    );
}
