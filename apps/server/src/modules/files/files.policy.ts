// Who may use the active company's file library (decision 050): Recruiter and above, the same
// people who prepare offers and onboarding.
import { atLeastCompanyRole } from '@hireloop/shared/roles';
import type { CompanyAccess } from '../../access/actor.ts';
import { forbidden } from '../../lib/errors.ts';

export function authorizeLibrary(company: CompanyAccess): void {
  if (!atLeastCompanyRole(company.role, 'Recruiter')) {
    throw forbidden('You do not have permission to manage the file library.');
  }
}
