// Telling people that an application changed: the candidate gets an `application_update`
// notification and the `application.updated` realtime event; the company's hiring team (Recruiter
// and above) gets `application_received` when a candidate applies. A hire that snoozed the
// candidate's profile says until when, and how to undo it. Callers pass the transaction of the
// change as `ctx.db` (decisions 029, 036): everything here is queued with it, so it goes out exactly
// when the change commits. Nothing is caught: a failed enqueue fails the change instead of losing
// the news (and on PostgreSQL a failed statement aborts the transaction anyway).
import {
  APPLICATION_UPDATED_EVENT,
  type ApplicationStatus,
  type ApplicationUpdatedEvent,
  candidateStepLabel,
} from '@hireloop/shared/applications';
import { PRODUCT_NAME } from '@hireloop/shared/constants';
import type { ApplicationChange } from '@hireloop/shared/pipeline/decision-plan';
import type { CompanyRole } from '@hireloop/shared/roles';
import { formatDateInZone } from '@hireloop/shared/time';
import { and, eq, inArray } from 'drizzle-orm';
import { companyMemberships, users } from '#server/db/schema.ts';
import { outboxBroadcaster } from '#server/jobs/outbox.ts';
import { broadcastToUsers } from '#server/realtime/broadcast-to-users.ts';
import { type NotificationInput, type NotifyContext, notifyUsers } from '../notifications/notify.ts';

/** Who hears about new applications: the roles that may act on them. */
const HIRING_TEAM_ROLES: readonly CompanyRole[] = ['Company Admin', 'Manager', 'Recruiter'];

export interface CandidateUpdate {
  applicationId: number;
  candidateUserId: number;
  companyName: string;
  opportunityTitle: string;
  status: ApplicationStatus;
  /** The real step name; the candidate sees candidateStepLabel of it. */
  stepName: string | null;
  change: ApplicationChange;
  /** Set when this change hired the candidate and snoozed their profile (until then). */
  snoozedUntil?: Date | undefined;
}

export interface CandidateDelivery {
  /**
   * `in_app_only`: a stored notification and realtime events, no email or text (decision
   * `next-step`). `all`: every channel the candidate's preferences allow.
   */
  channels: 'in_app_only' | 'all';
}

/** What a hired candidate is told about the automatic snooze, with the date in their time zone. */
export function autoSnoozeNotice(until: Date, timeZone: string | null): string {
  return `Your profile is snoozed until ${formatDateInZone(until, timeZone)}, so companies searching ${PRODUCT_NAME} will not find you. To be found sooner, unsnooze it on your profile: /profile.`;
}

function candidateNotification(update: CandidateUpdate, timeZone: string | null): NotificationInput {
  const { companyName: company, opportunityTitle: title } = update;
  const step = update.stepName ?? '';
  const text: Record<ApplicationChange, { title: string; body: string }> = {
    moved_forward: {
      title: 'Your application moved forward',
      body: `${company} moved your application for ${title} to ${step}.`,
    },
    moved_back: {
      title: 'Update on your application',
      body: `${company} moved your application for ${title} to ${step}.`,
    },
    hired: {
      title: 'Congratulations!',
      body: `${company} marked you as hired for ${title}.`,
    },
    disqualified: {
      title: 'Update on your application',
      body: `${company} has decided not to move forward with your application for ${title}. Thank you for your interest.`,
    },
    reinstated: {
      title: 'Your application is back in progress',
      body: `${company} reopened your application for ${title}.`,
    },
  };
  const chosen = text[update.change];
  const snoozed = update.snoozedUntil;
  return {
    userId: update.candidateUserId,
    companyId: null,
    type: 'application_update',
    title: chosen.title,
    body: snoozed ? `${chosen.body} ${autoSnoozeNotice(snoozed, timeZone)}` : chosen.body,
    link: '/applications',
    data: { ...eventPayload(update), ...(snoozed ? { snoozed_until: snoozed.toISOString() } : {}) },
  };
}

/** The time zones of the candidates whose profile a hire snoozed (one query, none without hires). */
async function timeZonesOfSnoozed(ctx: NotifyContext, updates: readonly CandidateUpdate[]) {
  const ids = [...new Set(updates.filter((u) => u.snoozedUntil).map((u) => u.candidateUserId))];
  if (ids.length === 0) return new Map<number, string | null>();
  const rows = await ctx.db
    .select({ id: users.id, timezone: users.timezone })
    .from(users)
    .where(inArray(users.id, ids));
  return new Map(rows.map((row) => [row.id, row.timezone]));
}

function eventPayload(update: Pick<CandidateUpdate, 'applicationId' | 'status' | 'stepName'>) {
  return {
    application_id: update.applicationId,
    status: update.status,
    step_name: candidateStepLabel(update.status, update.stepName),
  } satisfies ApplicationUpdatedEvent;
}

/** Notifies candidates (one batched call) and pushes `application.updated` to each of them. */
export async function announceCandidateUpdates(
  ctx: NotifyContext,
  updates: readonly CandidateUpdate[],
  delivery: CandidateDelivery,
): Promise<void> {
  if (updates.length === 0) return;
  // `next-step` tells the candidate in the app only; the other moves use every channel they allow.
  const channels = delivery.channels === 'in_app_only' ? (['in_app'] as const) : undefined;
  const zones = await timeZonesOfSnoozed(ctx, updates);
  await notifyUsers(
    ctx,
    updates.map((update) => ({
      ...candidateNotification(update, zones.get(update.candidateUserId) ?? null),
      ...(channels ? { channels } : {}),
    })),
  );
  await broadcastApplicationStatus(ctx, updates);
}

/** The realtime event alone: for changes the candidate made themselves (other open tabs follow). */
export async function broadcastApplicationStatus(
  ctx: NotifyContext,
  updates: readonly Pick<CandidateUpdate, 'applicationId' | 'candidateUserId' | 'status' | 'stepName'>[],
): Promise<void> {
  const broadcaster = outboxBroadcaster(ctx.db);
  // One after the other: the enqueues share the caller's transaction (one connection).
  for (const update of updates) {
    await broadcastToUsers(
      broadcaster,
      [update.candidateUserId],
      APPLICATION_UPDATED_EVENT,
      eventPayload(update),
    );
  }
}

export interface NewApplication {
  applicationId: number;
  companyId: number;
  candidateName: string;
  opportunityTitle: string;
}

/** Tells the company's hiring team that a candidate applied. */
export async function announceNewApplication(ctx: NotifyContext, application: NewApplication): Promise<void> {
  const team = await ctx.db
    .select({ userId: companyMemberships.userId })
    .from(companyMemberships)
    .where(
      and(
        eq(companyMemberships.companyId, application.companyId),
        inArray(companyMemberships.role, [...HIRING_TEAM_ROLES]),
      ),
    );
  await notifyUsers(
    ctx,
    team.map((member) => ({
      userId: member.userId,
      companyId: application.companyId,
      type: 'application_received' as const,
      title: `New application: ${application.opportunityTitle}`,
      body: `${application.candidateName} applied to ${application.opportunityTitle}.`,
      link: `/company-candidates?application=${application.applicationId}`,
      data: { application_id: application.applicationId },
    })),
  );
}
