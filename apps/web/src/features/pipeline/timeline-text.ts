// One timeline event of an application as a sentence for the candidate panel and the print page:
// who did what, and the details that matter (reason, message, screening questions).
import { fullName } from '@hireloop/shared/people';
import type { TimelineEvent } from './api/pipeline-types.ts';

export interface TimelineText {
  title: string;
  details: string[];
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

function personName(person: TimelineEvent['actor']): string | null {
  if (!person) return null;
  return fullName(person) || null;
}

export function describeTimelineEvent(event: TimelineEvent, candidateName: string): TimelineText {
  // The candidate's own events (applying, withdrawing) and the system's carry no team member; nor
  // do events of a member whose account was deleted since.
  const actor = personName(event.actor);
  const by = (did: string, passive: string) => (actor ? `${actor} ${did}` : passive);
  const to = event.toStep?.name ?? 'the next step';
  const from = event.fromStep?.name;
  const data = event.data as Record<string, unknown>;
  const details: string[] = [];
  const reason = text(data.reason);
  const message = text(data.message);
  if (data.decision === 'next-step-immediately')
    details.push('The candidate was notified by email and text.');
  if (data.bulk === true) details.push('Part of a bulk action.');

  switch (event.kind) {
    case 'applied':
      return {
        title: `${candidateName} applied`,
        details: event.toStep ? [`Entered ${event.toStep.name}.`] : [],
      };
    case 'knocked_out': {
      const questions = Array.isArray(data.questions)
        ? data.questions.map(text).filter((question): question is string => question !== null)
        : [];
      return {
        title: 'Ruled out by a screening answer',
        details: questions.map((question) => `Question: ${question}`),
      };
    }
    case 'moved':
      return {
        title: from
          ? by(`moved them from ${from} to ${to}`, `Moved from ${from} to ${to}`)
          : by(`moved them to ${to}`, `Moved to ${to}`),
        details,
      };
    case 'hired':
      return { title: by('hired them', 'Hired'), details: [`Moved to ${to}.`, ...details] };
    case 'disqualified':
      return {
        title: by('disqualified them', 'Disqualified'),
        details: [
          ...(reason ? [`Reason: ${reason}`] : []),
          ...(message ? [`Message to the candidate: ${message}`] : []),
          ...details,
        ],
      };
    case 'reinstated':
      return {
        title: by('moved them back into the pipeline', 'Moved back into the pipeline'),
        details: [`On ${to}.`, ...details],
      };
    case 'no_decision':
      return {
        title: by('recorded no decision', 'No decision recorded'),
        details: reason ? [`Note: ${reason}`] : [],
      };
    case 'message_sent':
      return { title: by('sent them a message', 'Message sent'), details };
    case 'withdrawn':
      return { title: `${candidateName} withdrew the application`, details: [] };
    case 'interview_scheduled':
    case 'interview_invited':
    case 'interview_booked':
    case 'interview_rescheduled':
    case 'interview_cancelled':
    case 'interview_completed':
    case 'interview_no_show':
      return describeInterviewEvent(event.kind, data, by, candidateName, message);
    case 'offer':
      return offerEventText(data, candidateName, by, reason);
  }
}

/** Offer events (issue 20): one sentence per status the offer moved to. */
function offerEventText(
  data: Record<string, unknown>,
  candidateName: string,
  by: (did: string, passive: string) => string,
  reason: string | null,
): TimelineText {
  switch (data.status) {
    case 'draft':
      return { title: by('drafted an offer', 'Offer drafted'), details: [] };
    case 'pending_approval':
      return { title: by('asked for approval of an offer', 'Offer awaiting approval'), details: [] };
    case 'sent':
      return { title: by('sent an offer', 'Offer sent'), details: [] };
    case 'accepted':
      return { title: `${candidateName} accepted the offer`, details: [] };
    case 'declined':
      return {
        title: `${candidateName} declined the offer`,
        details: reason ? [`Reason: ${reason}`] : [],
      };
    case 'expired':
      return { title: 'The offer expired', details: [] };
    case 'withdrawn':
      return { title: by('withdrew the offer', 'Offer withdrawn'), details: [] };
    default:
      return { title: 'Offer updated', details: [] };
  }
}

const INTERVIEW_EVENT_TITLES = {
  interview_scheduled: ['scheduled an interview', 'Interview scheduled'],
  interview_invited: ['invited them to pick an interview time', 'Invited to pick an interview time'],
  interview_rescheduled: ['moved the interview', 'Interview moved'],
  interview_cancelled: ['cancelled the interview', 'Interview cancelled'],
  interview_completed: ['marked the interview completed', 'Interview completed'],
  interview_no_show: ['marked the interview a no-show', 'Interview no-show'],
} as const;

function describeInterviewEvent(
  kind: keyof typeof INTERVIEW_EVENT_TITLES | 'interview_booked',
  data: Record<string, unknown>,
  by: (did: string, passive: string) => string,
  candidateName: string,
  message: string | null,
): TimelineText {
  const start = text(data.start_time);
  const when = start
    ? new Date(start).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' })
    : null;
  const details = [...(when ? [`For ${when}.`] : []), ...(message ? [`Message: ${message}`] : [])];
  if (kind === 'interview_booked') return { title: `${candidateName} booked an interview`, details };
  const [did, passive] = INTERVIEW_EVENT_TITLES[kind];
  return { title: by(did, passive), details };
}
