// Who sees and shapes onboarding (SPEC.md §6): Recruiters and up see the checklist and the hires'
// onboardings; Managers and Company Admins change the checklist new hires get and read the answers
// marked secret.
import { atLeastCompanyRole } from '@hireloop/shared/roles';
import type { CompanyAccess } from '#server/access/actor.ts';
import { definePolicy } from '#server/lib/policy.ts';

const SEE_CHECKLIST = 'You do not have permission to see the onboarding checklist.';
const seesOnboarding = (company: CompanyAccess) => atLeastCompanyRole(company.role, 'Recruiter');

export const { can, authorize } = definePolicy<
  CompanyAccess,
  {
    viewChecklist: undefined;
    changeChecklist: undefined;
    viewOnboardings: undefined;
    revealSecrets: undefined;
  }
>({
  viewChecklist: { allow: seesOnboarding, denied: SEE_CHECKLIST },
  changeChecklist: {
    allow: (company) => atLeastCompanyRole(company.role, 'Manager'),
    denied: (company) =>
      seesOnboarding(company)
        ? 'Only a Manager or Company Admin may change the onboarding checklist.'
        : SEE_CHECKLIST,
  },
  viewOnboardings: { allow: seesOnboarding, denied: 'You do not have permission to see onboardings.' },
  /** Answers marked secret (decision 051): Managers and Company Admins only. */
  revealSecrets: {
    allow: (company) => atLeastCompanyRole(company.role, 'Manager'),
    denied: 'Only a Manager or Company Admin may see these answers.',
  },
});
