// Who may do what with a company as a whole. The getting-started tour (the company's "demo",
// docs/decisions/015) is finished by the roles that can act on its steps: Recruiter and above.
import { atLeastCompanyRole } from '@hireloop/shared/roles';
import { forbidden } from '../../lib/errors.ts';
import type { CompanyAccess } from '../accounts/actor.ts';

export function canCompleteDemo(company: CompanyAccess): boolean {
  return atLeastCompanyRole(company.role, 'Recruiter');
}

export function authorizeCompleteDemo(company: CompanyAccess): void {
  if (!canCompleteDemo(company)) throw forbidden('You do not have permission to finish the tour.');
}
