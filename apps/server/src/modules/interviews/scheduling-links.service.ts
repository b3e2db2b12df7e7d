// "Let the candidate choose": the public self-scheduling link. Reading it shows the interview and
// its free slots; booking takes one slot once. The link row and the interviewers' calendar rows are
// locked for the booking, so of two people racing for one slot exactly one wins; the other gets 409
// (decision 044).
import {
  DEFAULT_WEEKLY_HOURS,
  findFreeSlots,
  INTERVIEW_LIMITS,
  type SchedulingLinkState,
} from '@hireloop/shared/interviews';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import {
  companies,
  interviewInterviewers,
  interviews,
  opportunities,
  schedulingLinks,
  userCalendars,
  users,
} from '#server/db/schema.ts';
import { conflict, notFound, validation } from '#server/lib/errors.ts';
import { companyAvatarUrl } from '../accounts/accounts.presenter.ts';
import type { Transaction } from '../applications/application-submission.ts';
import { busyTimes, type InterviewerInfo, lockInterviewerCalendars } from './availability.service.ts';
import { announceInterviewChange, type InterviewsContext } from './interview-announcements.ts';
import { planInterviewReminders } from './interview-reminder-jobs.ts';
import { recordInterviewEvent, writeInterviewers } from './interview-scheduling.service.ts';
import { freeSlotsFor } from './interview-slots.service.ts';
import { loadInterviewView } from './interviews-query.service.ts';

const MINUTE = 60_000;
export const LINK_NOT_FOUND = 'This scheduling link does not exist.';
export const SLOT_TAKEN = 'That time was just taken. Pick another one.';

export const LINK_STATE_MESSAGES: Record<Exclude<SchedulingLinkState, 'open'>, string> = {
  used: 'This interview is already booked.',
  cancelled: 'This interview was cancelled.',
  expired: 'This scheduling link has expired. Ask the company for a new one.',
};

type Reader = Database | Transaction;

export function linkState(
  link: { expiresAt: Date; bookedAt: Date | null },
  status: string,
  now: Date,
): SchedulingLinkState {
  if (status === 'cancelled' || status === 'disqualified') return 'cancelled';
  if (link.bookedAt || status !== 'not_scheduled') return 'used';
  if (link.expiresAt.getTime() <= now.getTime()) return 'expired';
  return 'open';
}

async function readLink(db: Reader, uuid: string, lock: boolean) {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(uuid))
    throw notFound(LINK_NOT_FOUND);
  const query = db
    .select({
      link: schedulingLinks,
      interview: interviews,
      companyName: companies.name,
      companyId: companies.id,
      companyAvatarPath: companies.avatarPath,
      opportunityTitle: opportunities.title,
      candidateFirstName: users.firstName,
    })
    .from(schedulingLinks)
    .innerJoin(interviews, eq(interviews.id, schedulingLinks.interviewId))
    .innerJoin(companies, eq(companies.id, interviews.companyId))
    .innerJoin(opportunities, eq(opportunities.id, interviews.opportunityId))
    .innerJoin(users, eq(users.id, interviews.candidateUserId))
    .where(eq(schedulingLinks.uuid, uuid.toLowerCase()))
    .limit(1);
  const [row] = lock ? await query.for('update', { of: [schedulingLinks, interviews] }) : await query;
  if (!row) throw notFound(LINK_NOT_FOUND);
  return row;
}

/** The interview's interviewers with their hours (membership is not re-checked: the team chose them). */
async function interviewCalendars(db: Reader, interviewId: number): Promise<InterviewerInfo[]> {
  const rows = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      ownZone: users.timezone,
      zone: userCalendars.timezone,
      weekly: userCalendars.weeklyHours,
      busyVersion: userCalendars.busyVersion,
    })
    .from(interviewInterviewers)
    .innerJoin(users, eq(users.id, interviewInterviewers.userId))
    .leftJoin(userCalendars, eq(userCalendars.userId, users.id))
    .where(eq(interviewInterviewers.interviewId, interviewId))
    .orderBy(asc(users.id));
  return rows.map((row) => ({
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    timezone: row.zone ?? row.ownZone ?? 'UTC',
    weekly: row.weekly ?? DEFAULT_WEEKLY_HOURS,
    busyVersion: row.busyVersion,
  }));
}

/** The window a link offers: from now until it expires (14 days from its creation). */
function offeredWindow(link: { expiresAt: Date }, now: Date) {
  const limit = now.getTime() + INTERVIEW_LIMITS.schedulingWindowDays * 24 * 60 * MINUTE;
  return { from: now, to: new Date(Math.min(link.expiresAt.getTime(), limit)) };
}

export async function readSchedulingLink(db: Database, uuid: string, now = new Date()) {
  const row = await readLink(db, uuid, false);
  const state = linkState(row.link, row.interview.status, now);
  const slots =
    state === 'open'
      ? await freeSlotsFor(db, await interviewCalendars(db, row.interview.id), {
          ...offeredWindow(row.link, now),
          durationMinutes: row.interview.durationMinutes,
          now,
          exceptInterviewId: row.interview.id,
        })
      : [];
  return {
    uuid: row.link.uuid,
    state,
    company: {
      name: row.companyName,
      avatar: companyAvatarUrl({ id: row.companyId, avatarPath: row.companyAvatarPath }),
    },
    opportunity: { title: row.opportunityTitle },
    interviewee: { first_name: row.candidateFirstName },
    location: row.interview.location as 'web_conference' | 'in_person' | 'phone',
    location_details: row.interview.locationDetails,
    duration_minutes: row.interview.durationMinutes,
    expires_at: row.link.expiresAt.toISOString(),
    start_time: row.interview.startTime?.toISOString() ?? null,
    interview_uuid: row.interview.uuid,
    slots,
  };
}

export async function bookSchedulingLink(
  ctx: InterviewsContext,
  uuid: string,
  input: { start_time: Date; timezone: string },
  now = new Date(),
) {
  return ctx.db.transaction(async (tx) => {
    const row = await readLink(tx, uuid, true);
    const state = linkState(row.link, row.interview.status, now);
    // Someone booked it first: 409, like a taken slot. Cancelled or expired: a rule to read (422).
    if (state === 'used') throw conflict(LINK_STATE_MESSAGES.used);
    if (state !== 'open') throw validation({ start_time: [LINK_STATE_MESSAGES[state]] });
    const interviewers = await interviewCalendars(tx, row.interview.id);
    await lockInterviewerCalendars(
      tx,
      interviewers.map((person) => person.id),
    );

    const start = input.start_time;
    const duration = row.interview.durationMinutes;
    const end = new Date(start.getTime() + duration * MINUTE);
    const window = offeredWindow(row.link, now);
    const search = (busy: Map<number, Array<{ start: number; end: number }>>) =>
      findFreeSlots({
        calendars: interviewers.map((person) => ({
          timezone: person.timezone,
          weekly: person.weekly,
          busy: busy.get(person.id) ?? [],
        })),
        durationMinutes: duration,
        from: start,
        to: end,
        notBefore: new Date(now.getTime() + INTERVIEW_LIMITS.minimumNoticeMinutes * MINUTE),
      }).some((slot) => slot.getTime() === start.getTime());
    const offered = start >= window.from && end <= window.to && search(new Map());
    if (!offered) throw validation({ start_time: ['That time is not one of the open slots.'] });
    const busy = await busyTimes(
      tx,
      interviewers.map((person) => person.id),
      start,
      end,
      row.interview.id,
    );
    if (!search(busy)) throw conflict(SLOT_TAKEN);

    const [updated] = await tx
      .update(interviews)
      .set({ status: 'scheduled', startTime: start, endTime: end, updatedAt: sql`now()` })
      .where(eq(interviews.id, row.interview.id))
      .returning();
    await writeInterviewers(
      tx,
      updated!,
      interviewers.map((person) => person.id),
    );
    await planInterviewReminders(tx, updated!);
    await tx.update(schedulingLinks).set({ bookedAt: now }).where(eq(schedulingLinks.uuid, row.link.uuid));
    // The candidate's zone, when they have none yet, so their notifications read in it.
    await tx
      .update(users)
      .set({ timezone: sql`coalesce(${users.timezone}, ${input.timezone})` })
      .where(inArray(users.id, [row.interview.candidateUserId]));
    await recordInterviewEvent(
      tx,
      row.interview.applicationId,
      row.interview.candidateUserId,
      'interview_booked',
      {
        interview_uuid: row.interview.uuid,
        start_time: start.toISOString(),
        timezone: input.timezone,
      },
    );
    // Told in the same transaction (decision 036): a booking rolled back tells no one.
    const view = await loadInterviewView(tx, eq(interviews.id, updated!.id));
    if (view) await announceInterviewChange({ ...ctx, db: tx }, 'booked', view);
    return updated!;
  });
}
