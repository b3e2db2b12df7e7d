// Who may read a team member's activity: the highest company role only (SPEC.md §6), which enterprise
// owners hold when they act in one of their companies.
import { USER_ACTIVITY_REPORT_ROLES } from '@hireloop/shared/roles';
import type { CompanyAccess } from '#server/access/actor.ts';
import { definePolicy } from '#server/lib/policy.ts';

export const ACTIVITY_REPORT_DENIED = "Only a Company Admin may read a team member's activity.";

export const { can, authorize } = definePolicy<CompanyAccess, { viewActivity: undefined }>({
  viewActivity: {
    allow: (company) => USER_ACTIVITY_REPORT_ROLES.includes(company.role),
    denied: ACTIVITY_REPORT_DENIED,
  },
});
