// Who may do what with the company's career page. Every member reads it (it is public once
// published); Managers and Company Admins change and publish it: it speaks for the company, like
// its integrations (SPEC.md §6 leaves setup pages to the managing roles).
import { atLeastCompanyRole } from '@hireloop/shared/roles';
import type { CompanyAccess } from '#server/access/actor.ts';
import { forbidden } from '#server/lib/errors.ts';

export type CareerPageAction = 'view' | 'update' | 'publish';

export function canManageCareerPage(company: CompanyAccess): boolean {
  return atLeastCompanyRole(company.role, 'Manager');
}

export function authorizeCareerPage(company: CompanyAccess, action: CareerPageAction): void {
  if (action === 'view') return;
  if (!canManageCareerPage(company)) throw forbidden('You do not have permission to change the career page.');
}

export function careerPageAbilities(company: CompanyAccess) {
  const manage = canManageCareerPage(company);
  return { update: manage, publish: manage };
}
