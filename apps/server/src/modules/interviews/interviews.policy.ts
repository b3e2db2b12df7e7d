// Who may see and change an interview (SPEC.md §6 "Interview pages": participants, hiring managers
// and company admins). Participants are the interviewee, the interviewers and whoever scheduled it
// (decision 043). Company people who are none of these get 403 `interviews.not_participant`; anyone
// outside the company gets 404, as for every other tenant's object.
import { INTERVIEWS_NOT_PARTICIPANT } from '@hireloop/shared/interviews';
import { atLeastCompanyRole } from '@hireloop/shared/roles';
import type { Actor, CompanyAccess } from '#server/access/actor.ts';
import { forbidden, notFound } from '#server/lib/errors.ts';
import { definePolicy } from '#server/lib/policy.ts';

export const INTERVIEW_NOT_FOUND = 'Interview not found.';

export interface InterviewAccessFacts {
  companyId: number;
  candidateUserId: number;
  organizerUserId: number | null;
  interviewerIds: readonly number[];
  status: string;
}

/** How the actor sees an interview: as its candidate, or from the company side. */
export type InterviewSide = 'candidate' | 'company';

export interface InterviewViewer {
  side: InterviewSide;
  userId: number;
  /** The actor's access to the interview's company when it is their active company. */
  company: CompanyAccess | null;
  participant: boolean;
}

/** Manager and above (enterprise roles acting as Company Admin included) see every interview. */
export function seesAllCompanyInterviews(company: CompanyAccess): boolean {
  return atLeastCompanyRole(company.role, 'Manager');
}

/** The viewer, or 404 (not the company's) / 403 `interviews.not_participant` (the company's, not theirs). */
export function authorizeViewInterview(actor: Actor, interview: InterviewAccessFacts): InterviewViewer {
  const company = actor.activeCompany?.id === interview.companyId ? actor.activeCompany : null;
  const companyParticipant =
    interview.interviewerIds.includes(actor.userId) || interview.organizerUserId === actor.userId;
  if (companyParticipant || (company && seesAllCompanyInterviews(company))) {
    return { side: 'company', userId: actor.userId, company, participant: companyParticipant };
  }
  if (interview.candidateUserId === actor.userId) {
    return { side: 'candidate', userId: actor.userId, company: null, participant: true };
  }
  if (company) throw forbidden(INTERVIEWS_NOT_PARTICIPANT);
  throw notFound(INTERVIEW_NOT_FOUND);
}

/** Who acts on interviews: a viewer of one, or `{ company }` before there is one (scheduling). */
export type InterviewActor = { company: CompanyAccess | null; side?: InterviewSide };

const NOT_ALLOWED = 'You do not have permission to change this interview.';
const schedules = (company: CompanyAccess | null) =>
  company !== null && atLeastCompanyRole(company.role, 'Recruiter');

export const { can, authorize } = definePolicy<
  InterviewActor,
  { schedule: undefined; change: undefined; setOutcome: undefined }
>({
  schedule: {
    allow: (actor) => schedules(actor.company),
    denied: 'You do not have permission to schedule interviews.',
  },
  /** Reschedule, change the format, cancel: Recruiter and above of the interview's company. */
  change: { allow: (actor) => actor.side === 'company' && schedules(actor.company), denied: NOT_ALLOWED },
  /** Completed / No Show: any company-side viewer. */
  setOutcome: { allow: (actor) => actor.side === 'company', denied: NOT_ALLOWED },
});

/** What the viewer may do with the interview in its current status. */
export function interviewAbilities(viewer: InterviewViewer, interview: InterviewAccessFacts) {
  const changeable = interview.status === 'scheduled' || interview.status === 'not_scheduled';
  return {
    update: can(viewer, 'change') && changeable,
    cancel: can(viewer, 'change') && changeable,
    set_outcome: can(viewer, 'setOutcome') && interview.status === 'scheduled',
  };
}

// The room (issue 19). Media, chat and the presence channel are for participants only (SPEC.md §6;
// Managers and Admins who are not in the interview read its chat afterwards but do not join).
export const ROOM_CLOSED = 'This interview has no room: it is not an open web conference.';

export function canJoinRoom(viewer: InterviewViewer): boolean {
  return viewer.participant;
}

export function authorizeJoinRoom(viewer: InterviewViewer): void {
  if (!canJoinRoom(viewer)) throw forbidden(INTERVIEWS_NOT_PARTICIPANT);
}

/** Interview notes are private to the company side. */
export function authorizeCompanySide(viewer: InterviewViewer): void {
  if (viewer.side !== 'company') throw forbidden('Only the company side can do this.');
}

// Scorecards (issue 19, decision 080): the interview's company-side participants submit one each;
// Managers and Admins read them all; a participant reads the others only after submitting their
// own, so nobody is anchored by another's scores.
export const SCORECARD_NOT_SCORER = "Only the interview's interviewers submit scorecards.";
export const SCORECARDS_SUBMIT_FIRST = 'Submit your own scorecard to see the others.';

export function canSubmitScorecard(viewer: InterviewViewer): boolean {
  return viewer.side === 'company' && viewer.participant;
}

export function authorizeSubmitScorecard(viewer: InterviewViewer): void {
  authorizeCompanySide(viewer);
  if (!canSubmitScorecard(viewer)) throw forbidden(SCORECARD_NOT_SCORER);
}

/** Whether the viewer reads every submitted scorecard now (else: after submitting their own). */
export function seesScoresWithoutSubmitting(company: CompanyAccess | null): boolean {
  return company !== null && seesAllCompanyInterviews(company);
}
