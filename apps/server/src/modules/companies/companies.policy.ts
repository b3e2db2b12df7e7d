// Who may do what with a company as a whole, including the company-wide abilities other modules
// build on (the team page, the postings). The getting-started tour (the company's "demo",
// docs/decisions/015) is finished by the roles that can act on its steps: Recruiter and above.
import { atLeastCompanyRole, TEAM_MEMBERS_PAGE_ROLES } from '@hireloop/shared/roles';
import type { CompanyAccess } from '../../access/actor.ts';
import { forbidden } from '../../lib/errors.ts';

export function canCompleteDemo(company: CompanyAccess): boolean {
  return atLeastCompanyRole(company.role, 'Recruiter');
}

export function authorizeCompleteDemo(company: CompanyAccess): void {
  if (!canCompleteDemo(company)) throw forbidden('You do not have permission to finish the tour.');
}

/** The company's postings (opportunities and their templates, SPEC.md §6): Recruiter and above. */
export function canManageOpportunities(company: CompanyAccess): boolean {
  return atLeastCompanyRole(company.role, 'Recruiter');
}

/** The company's team page: members and invitations (SPEC.md §6). */
export function canViewTeam(company: CompanyAccess): boolean {
  return TEAM_MEMBERS_PAGE_ROLES.includes(company.role);
}
