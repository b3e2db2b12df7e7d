// Who may import contacts: those who keep the talent pool (Recruiter and above, like adding one
// contact by hand). Team Members see no imports.
import { atLeastCompanyRole } from '@hireloop/shared/roles';
import type { CompanyAccess } from '#server/access/actor.ts';
import { forbidden } from '#server/lib/errors.ts';

export function canImport(company: CompanyAccess): boolean {
  return atLeastCompanyRole(company.role, 'Recruiter');
}

export function authorizeImports(company: CompanyAccess): void {
  if (!canImport(company)) throw forbidden('You do not have permission to import people.');
}
