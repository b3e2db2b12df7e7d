// The availability and work-authorization enums and their labels.

export const AVAILABILITIES = [
  'immediately',
  'within_2_weeks',
  'within_month',
  'within_3_months',
  'not_looking',
] as const;
export type Availability = (typeof AVAILABILITIES)[number];
export const AVAILABILITY_LABELS: Record<Availability, string> = {
  immediately: 'Immediately',
  within_2_weeks: 'Within 2 weeks',
  within_month: 'Within a month',
  within_3_months: 'Within 3 months',
  not_looking: 'Not looking right now',
};

export const WORK_AUTHORIZATIONS = ['authorized', 'requires_sponsorship', 'prefer_not_to_say'] as const;
export type WorkAuthorization = (typeof WORK_AUTHORIZATIONS)[number];
export const WORK_AUTHORIZATION_LABELS: Record<WorkAuthorization, string> = {
  authorized: 'Authorized to work, no sponsorship needed',
  requires_sponsorship: 'Will need visa sponsorship',
  prefer_not_to_say: 'Prefer not to say',
};
