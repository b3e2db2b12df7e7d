// Telling people about an interview, in the transaction of the change (decision 036): the candidate
// and every interviewer get a notification (in-app, email, SMS per their preferences) of type
// `interview_scheduled`; emails of a timed interview carry its iCalendar (REQUEST, or CANCEL).
// A self-scheduling link also goes into the conversation as a system message. All of it is queued
// with `ctx.db`, so it exists exactly when the change commits.
import {
  formatInterviewTime,
  INTERVIEW_LOCATION_LABELS,
  interviewPagePath,
  schedulingLinkPath,
} from '@hireloop/shared/interviews';
import type { InterviewNotificationData } from '@hireloop/shared/notifications';
import { fullName } from '@hireloop/shared/people';
import { inArray } from 'drizzle-orm';
import { users } from '#server/db/schema.ts';
import { companyAvatarUrl } from '../accounts/accounts.presenter.ts';
import { userAvatarUrl } from '../messages/messages.presenter.ts';
import { sendCompanyMessage } from '../messages/messages.service.ts';
import { absoluteLink } from '../notifications/notification.mails.ts';
import { type NotificationInput, type NotifyContext, notifyUsers } from '../notifications/notify.ts';
import {
  type CalendarInterview,
  cancellationIcs,
  invitationIcs,
  organizerFrom,
} from './interview-calendar.ts';
import type { InterviewView } from './interviews-query.service.ts';

export type InterviewChange = 'scheduled' | 'invited' | 'booked' | 'rescheduled' | 'cancelled';

export interface InterviewsContext extends NotifyContext {
  mailFrom: string;
}

/** SPEC.md §3 interview notification metadata. */
export function interviewMetadata(view: InterviewView): InterviewNotificationData {
  const { interview } = view;
  return {
    id: interview.id,
    uuid: interview.uuid,
    company: {
      id: view.company.id,
      name: view.company.name,
      nickname: view.company.nickname,
      avatar: companyAvatarUrl(view.company),
    },
    interviewee: {
      id: view.candidate.id,
      first_name: view.candidate.firstName,
      last_name: view.candidate.lastName,
      avatar: userAvatarUrl(view.candidate),
    },
    location: interview.location as InterviewNotificationData['location'],
    duration_minutes: interview.durationMinutes,
    start_time: interview.startTime?.toISOString() ?? '',
  };
}

export function calendarInterview(
  view: InterviewView,
  appUrl: string,
  emails: Map<number, string>,
  side: 'candidate' | 'company' = 'company',
): CalendarInterview | null {
  const { interview } = view;
  if (!interview.startTime || !interview.endTime) return null;
  return {
    uuid: interview.uuid,
    startTime: interview.startTime,
    endTime: interview.endTime,
    sequence: interview.calendarSequence,
    status: interview.status,
    location: interview.location as CalendarInterview['location'],
    locationDetails: interview.locationDetails,
    companyName: view.company.name,
    opportunityTitle: view.opportunity.title,
    candidateName: fullName(view.candidate),
    pageUrl: absoluteLink(appUrl, interviewPagePath(side, interview.uuid)),
    attendees: [
      { name: fullName(view.candidate), email: view.candidate.email },
      ...view.interviewers.flatMap((person) => {
        const email = emails.get(person.id);
        return email ? [{ name: fullName(person), email }] : [];
      }),
    ],
  };
}

function wording(change: InterviewChange, view: InterviewView, when: string) {
  const what = `${view.opportunity.title} at ${view.company.name}`;
  switch (change) {
    case 'scheduled':
      return { title: `Interview scheduled: ${what}`, body: `${when}.` };
    case 'invited':
      return {
        title: `Pick a time for your interview: ${what}`,
        body: 'Choose the time that suits you from the open slots.',
      };
    case 'booked':
      return { title: `Interview booked: ${what}`, body: `${when}.` };
    case 'rescheduled':
      return { title: `Interview moved: ${what}`, body: `New time: ${when}.` };
    case 'cancelled':
      return {
        title: `Interview cancelled: ${what}`,
        body: view.interview.cancelMessage ?? 'The interview will not take place.',
      };
  }
}

export async function announceInterviewChange(
  ctx: InterviewsContext,
  change: InterviewChange,
  view: InterviewView,
  options: { linkUuid?: string | null } = {},
): Promise<void> {
  const { interview } = view;
  const ids = view.interviewers.map((person) => person.id);
  const people = await ctx.db
    .select({ id: users.id, email: users.email, timezone: users.timezone })
    .from(users)
    .where(inArray(users.id, ids.length > 0 ? ids : [0]));
  const emails = new Map(people.map((person) => [person.id, person.email]));
  const zones = new Map(people.map((person) => [person.id, person.timezone]));
  const organizer = organizerFrom(ctx.mailFrom, view.company.name);
  // Each side's copy links to its own interview page; UID and SEQUENCE are the same.
  const icsFor = (side: 'candidate' | 'company') => {
    const calendar = calendarInterview(view, ctx.appUrl, emails, side);
    if (!calendar || change === 'invited') return undefined;
    return change === 'cancelled'
      ? { method: 'CANCEL' as const, content: cancellationIcs(calendar, organizer) }
      : { method: 'REQUEST' as const, content: invitationIcs(calendar, organizer) };
  };
  const candidateIcs = icsFor('candidate');
  const companyIcs = icsFor('company');
  const data = interviewMetadata(view);
  const whenIn = (zone: string | null) =>
    interview.startTime ? formatInterviewTime(interview.startTime, zone ?? interview.timezone) : '';
  const format = `${INTERVIEW_LOCATION_LABELS[interview.location as CalendarInterview['location']]}${interview.locationDetails ? ` (${interview.locationDetails})` : ''}`;

  const candidateCopy = wording(change, view, `${whenIn(view.candidate.timezone)} · ${format}`);
  const inputs: NotificationInput[] = [
    {
      userId: view.candidate.id,
      companyId: null,
      type: 'interview_scheduled',
      ...candidateCopy,
      link:
        change === 'invited' && options.linkUuid
          ? schedulingLinkPath(options.linkUuid)
          : interviewPagePath('candidate', interview.uuid),
      data,
      ...(candidateIcs ? { calendar: candidateIcs } : {}),
    },
    ...view.interviewers.map(
      (person): NotificationInput => ({
        userId: person.id,
        companyId: interview.companyId,
        type: 'interview_scheduled',
        ...wording(
          change === 'invited' ? 'invited' : change,
          view,
          `${whenIn(zones.get(person.id) ?? null)} · ${format}`,
        ),
        ...(change === 'invited'
          ? {
              title: `Interview requested: ${fullName(view.candidate)}`,
              body: `${view.candidate.firstName} will pick a time from your open slots.`,
            }
          : {}),
        link: interviewPagePath('company', interview.uuid),
        data,
        ...(companyIcs ? { calendar: companyIcs } : {}),
      }),
    ),
  ];
  await notifyUsers(ctx, inputs);

  if (change === 'invited' && options.linkUuid) {
    await sendCompanyMessage(ctx, {
      companyId: interview.companyId,
      candidateUserId: view.candidate.id,
      senderUserId: null,
      type: 'system',
      content: `${view.company.name} invited you to an interview for ${view.opportunity.title}. Pick a time: ${absoluteLink(ctx.appUrl, schedulingLinkPath(options.linkUuid))}`,
    });
  }
}
