// Who may connect the company's integrations: Managers and above (SPEC.md §6 leaves it open: it is
// setup); every member reads them.
import { atLeastCompanyRole } from '@hireloop/shared/roles';
import type { CompanyAccess } from '#server/access/actor.ts';
import { definePolicy } from '#server/lib/policy.ts';

export const { can, authorize } = definePolicy<CompanyAccess, { manage: undefined }>({
  manage: {
    allow: (company) => atLeastCompanyRole(company.role, 'Manager'),
    denied: 'You do not have permission to manage integrations.',
  },
});
