// Who may ask talent-pool contacts to confirm their info: those who keep the talent pool
// (Recruiter and above), as for inviting a contact to apply.
import { atLeastCompanyRole } from '@hireloop/shared/roles';
import type { CompanyAccess } from '#server/access/actor.ts';
import { definePolicy } from '#server/lib/policy.ts';

export const { can, authorize } = definePolicy<CompanyAccess, { requestConfirmation: undefined }>({
  requestConfirmation: {
    allow: (company) => atLeastCompanyRole(company.role, 'Recruiter'),
    denied: 'You do not have permission to email the talent pool.',
  },
});
