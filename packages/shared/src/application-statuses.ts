// Application statuses, the decisions a company takes (SPEC.md §3 "Decision options"), their
// labels and limits, without the schemas of applications.ts (which re-exports all of this): the
// candidate dashboard and lists need only these, and the schemas would bring zod into the first
// download of every signed-in page (issue 16).

export const APPLICATION_STATUSES = ['draft', 'active', 'disqualified', 'withdrawn', 'hired'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export const APPLICATION_STATUS_LABELS: Record<ApplicationStatus, string> = {
  draft: 'Not submitted',
  active: 'In progress',
  disqualified: 'Not selected',
  withdrawn: 'Withdrawn',
  hired: 'Hired',
};

/** SPEC.md §3 decision options, plus previous-step. */
export const DECISIONS = [
  'no-decision',
  'next-step',
  'next-step-immediately',
  'disqualify',
  'previous-step',
] as const;
export type Decision = (typeof DECISIONS)[number];

export const DECISION_LABELS: Record<Decision, string> = {
  'no-decision': 'No decision',
  'next-step': 'Next step',
  'next-step-immediately': 'Next step, notify now',
  disqualify: 'Disqualify',
  'previous-step': 'Previous step',
};

/** Shown to a candidate whose screening answers rule them out: respectful, and without the rule. */
export const KNOCKOUT_MESSAGE =
  "Thank you for your interest. Based on your answers, this opportunity isn't the right match right now.";

/** What the candidate sees instead of the step of a disqualified application. */
export const NOT_SELECTED_LABEL = 'Not selected';

export const SHORT_TEXT_ANSWER_MAX_LENGTH = 1000;
export const MAX_ANSWERS = 50;
export const DISQUALIFY_REASON_MAX_LENGTH = 500;
export const DECISION_MESSAGE_MAX_LENGTH = 5000;

/**
 * The step a candidate sees: the real step while the application is in the pipeline; a neutral
 * label once it is decided against, withdrawn or not yet sent.
 */
export function candidateStepLabel(status: ApplicationStatus, stepName: string | null): string {
  if (status === 'active' || status === 'hired') return stepName ?? APPLICATION_STATUS_LABELS[status];
  return APPLICATION_STATUS_LABELS[status];
}

/** Realtime event on the candidate's private channel whenever an application changes. */
export const APPLICATION_UPDATED_EVENT = 'application.updated';
