// Who may import contacts: those who keep the talent pool (Recruiter and above, like adding one
// contact by hand). Team Members see no imports. Team-member imports: those who may invite to the
// team (each row's role is then checked like one invitation: imports-team.ts).
import { atLeastCompanyRole } from '@hireloop/shared/roles';
import type { CompanyAccess } from '#server/access/actor.ts';
import { definePolicy } from '#server/lib/policy.ts';
import * as companiesPolicy from '../companies/companies.policy.ts';

export const { can, authorize } = definePolicy<CompanyAccess, { import: undefined; importTeam: undefined }>({
  import: {
    allow: (company) => atLeastCompanyRole(company.role, 'Recruiter'),
    denied: 'You do not have permission to import people.',
  },
  importTeam: {
    allow: (company) => companiesPolicy.can(company, 'viewTeam'),
    denied: 'You do not have permission to invite team members.',
  },
});
