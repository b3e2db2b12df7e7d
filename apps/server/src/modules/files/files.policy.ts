// Who may use the active company's file library (decision 050): Recruiter and above, the same
// people who prepare offers and onboarding.
import { atLeastCompanyRole } from '@hireloop/shared/roles';
import type { CompanyAccess } from '#server/access/actor.ts';
import { definePolicy } from '#server/lib/policy.ts';

export const { can, authorize } = definePolicy<CompanyAccess, { manage: undefined }>({
  manage: {
    allow: (company) => atLeastCompanyRole(company.role, 'Recruiter'),
    denied: 'You do not have permission to manage the file library.',
  },
});
