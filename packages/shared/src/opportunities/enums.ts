// The opportunity enums (employment types, pay periods, statuses, screening question types),
// default pipeline steps, billing item names, and the allowed status changes.

export const EMPLOYMENT_TYPES = ['full_time', 'part_time', 'contract', 'temporary', 'internship'] as const;
export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];
export const EMPLOYMENT_TYPE_LABELS: Record<EmploymentType, string> = {
  full_time: 'Full-time',
  part_time: 'Part-time',
  contract: 'Contract',
  temporary: 'Temporary',
  internship: 'Internship',
};

export const PAY_PERIODS = ['hour', 'day', 'week', 'month', 'year'] as const;
export type PayPeriod = (typeof PAY_PERIODS)[number];

export const OPPORTUNITY_STATUSES = ['draft', 'published', 'paused', 'closed'] as const;
export type OpportunityStatus = (typeof OPPORTUNITY_STATUSES)[number];

export const SCREENING_QUESTION_TYPES = ['yes_no', 'single_choice', 'multiple_choice', 'short_text'] as const;
export type ScreeningQuestionType = (typeof SCREENING_QUESTION_TYPES)[number];

export const DEFAULT_PIPELINE_STEPS = ['Applied', 'Phone Screen', 'Interview', 'Offer', 'Hired'] as const;

/** Billing item names of SPEC.md §3 that opportunities produce. */
export const OPPORTUNITY_USAGE_ITEMS = ['Opportunity Invite', 'Opportunity Posted (Per Month)'] as const;
export type OpportunityUsageItem = (typeof OPPORTUNITY_USAGE_ITEMS)[number];

/**
 * Allowed status changes: draft → published, published ↔ paused, any → closed, closed → published
 * (reopen). Staying in the same status is always allowed.
 */
export const STATUS_TRANSITIONS: Record<OpportunityStatus, readonly OpportunityStatus[]> = {
  draft: ['published', 'closed'],
  published: ['paused', 'closed'],
  paused: ['published', 'closed'],
  closed: ['published'],
};

export function canChangeStatus(from: OpportunityStatus, to: OpportunityStatus): boolean {
  return from === to || STATUS_TRANSITIONS[from].includes(to);
}
