// Who may import contacts: those who keep the talent pool (Recruiter and above, like adding one
// contact by hand). Team Members see no imports.
import { atLeastCompanyRole } from '@hireloop/shared/roles';
import type { CompanyAccess } from '#server/access/actor.ts';
import { definePolicy } from '#server/lib/policy.ts';

export const { can, authorize } = definePolicy<CompanyAccess, { import: undefined }>({
  import: {
    allow: (company) => atLeastCompanyRole(company.role, 'Recruiter'),
    denied: 'You do not have permission to import people.',
  },
});
