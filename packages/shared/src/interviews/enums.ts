// SPEC.md §3 interview enumerations: locations, statuses (with their labels, word for word),
// recording preference and rating state, and the limits of issue 18.

export const INTERVIEW_LOCATIONS = ['web_conference', 'in_person', 'phone'] as const;
export type InterviewLocation = (typeof INTERVIEW_LOCATIONS)[number];

export const INTERVIEW_LOCATION_LABELS: Record<InterviewLocation, string> = {
  web_conference: 'Web conference',
  in_person: 'In person',
  phone: 'Phone',
};

export const INTERVIEW_STATUSES = [
  'not_scheduled',
  'scheduled',
  'completed',
  'cancelled',
  'disqualified',
  'no_show',
] as const;
export type InterviewStatus = (typeof INTERVIEW_STATUSES)[number];

/** SPEC.md §3: "Not Scheduled, Scheduled, Completed, Cancelled, Disqualified, No Show". */
export const INTERVIEW_STATUS_LABELS: Record<InterviewStatus, string> = {
  not_scheduled: 'Not Scheduled',
  scheduled: 'Scheduled',
  completed: 'Completed',
  cancelled: 'Cancelled',
  disqualified: 'Disqualified',
  no_show: 'No Show',
};

/** Statuses that can still change (reschedule, cancel, book). */
export const OPEN_INTERVIEW_STATUSES: readonly InterviewStatus[] = ['not_scheduled', 'scheduled'];

/** What a participant may set by hand once the interview took place. */
export const OUTCOME_STATUSES = ['completed', 'no_show'] as const;
export type InterviewOutcome = (typeof OUTCOME_STATUSES)[number];

export const RECORDING_PREFERENCES = ['always', 'never', 'ask'] as const;
export type RecordingPreference = (typeof RECORDING_PREFERENCES)[number];

export const RATING_STATES = ['needs_scores', 'unknown'] as const;
export type RatingState = (typeof RATING_STATES)[number];

export const INTERVIEW_LIMITS = {
  minDurationMinutes: 15,
  maxDurationMinutes: 240,
  maxInterviewers: 10,
  /** A self-scheduling link offers slots this many days ahead and expires after them. */
  schedulingWindowDays: 14,
  /** Offered start times are this far apart. */
  slotStepMinutes: 30,
  /** The longest range one slot search may cover. */
  maxSlotSearchDays: 31,
  /** Slots start at least this far ahead, so nobody books an interview that starts now. */
  minimumNoticeMinutes: 60,
} as const;

/** The error message of SPEC.md §8 for people who may not open an interview. */
export const INTERVIEWS_NOT_PARTICIPANT = 'interviews.not_participant';
export const INTERVIEWS_NOT_PARTICIPANT_WARNING =
  'Only interview participants, hiring managers, and company admins can access this page.';

export function interviewStatusLabel(status: InterviewStatus): string {
  return INTERVIEW_STATUS_LABELS[status];
}

/** Where a participant joins: the candidate's and the company's interview pages. */
export function interviewPagePath(side: 'candidate' | 'company', uuid: string): string {
  return side === 'candidate' ? `/interviews/${uuid}` : `/company-interviews/${uuid}`;
}

export const schedulingLinkPath = (uuid: string) => `/schedule-interview/${uuid}`;
