// Who may do what with the company's career page. Every member reads it (it is public once
// published); Managers and Company Admins change and publish it: it speaks for the company, like
// its integrations (SPEC.md §6 leaves setup pages to the managing roles).
import { atLeastCompanyRole } from '@hireloop/shared/roles';
import type { CompanyAccess } from '#server/access/actor.ts';
import { definePolicy } from '#server/lib/policy.ts';

const CANNOT_CHANGE = 'You do not have permission to change the career page.';
const managing = (company: CompanyAccess) => atLeastCompanyRole(company.role, 'Manager');

export const { can, authorize } = definePolicy<
  CompanyAccess,
  { view: undefined; update: undefined; publish: undefined }
>({
  view: { allow: () => true, denied: CANNOT_CHANGE },
  update: { allow: managing, denied: CANNOT_CHANGE },
  publish: { allow: managing, denied: CANNOT_CHANGE },
});

export function careerPageAbilities(company: CompanyAccess) {
  return { update: can(company, 'update'), publish: can(company, 'publish') };
}
