// Who may see and change a company's team. Pure rules over the actor's company access.
import { type CompanyRole, canAssignCompanyRole } from '@hireloop/shared/roles';
import type { CompanyAccess } from '#server/access/actor.ts';
import { definePolicy } from '#server/lib/policy.ts';
import * as companiesPolicy from '../companies/companies.policy.ts';
import { companyRules } from '../companies/companies.policy.ts';

const view = companyRules.viewTeam;
const viewDenied = view.denied as string;

export const { can, authorize } = definePolicy<
  CompanyAccess,
  { view: undefined; invite: CompanyRole; manageMember: { role: CompanyRole; newRole?: CompanyRole } }
>({
  view,
  /** Nobody may give a role above their own (SPEC.md §6 "Assignable roles"). */
  invite: {
    allow: (company, role) =>
      companiesPolicy.can(company, 'viewTeam') && canAssignCompanyRole(company.role, role),
    denied: (company, role) =>
      companiesPolicy.can(company, 'viewTeam') ? `You may not invite someone as ${role}.` : viewDenied,
  },
  /** Changing or removing a member needs the right to assign both their current and their new role. */
  manageMember: {
    allow: (company, { role, newRole }) =>
      companiesPolicy.can(company, 'viewTeam') &&
      canAssignCompanyRole(company.role, role) &&
      (newRole === undefined || canAssignCompanyRole(company.role, newRole)),
    denied: (company, { role, newRole }) => {
      if (!companiesPolicy.can(company, 'viewTeam')) return viewDenied;
      return newRole ? `You may not change a ${role} to ${newRole}.` : `You may not remove a ${role}.`;
    },
  },
});
