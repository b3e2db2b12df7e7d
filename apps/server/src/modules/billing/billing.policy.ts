// Who may do what with billing (SPEC.md §6: the Company Admin has billing access). Every billing
// page and call of a company is the Company Admin's; the other roles see the banners only.
import { atLeastCompanyRole } from '@hireloop/shared/roles';
import type { CompanyAccess } from '#server/access/actor.ts';
import { forbidden } from '#server/lib/errors.ts';

export type BillingAction = 'view' | 'manage' | 'pay';

export const BILLING_FORBIDDEN = 'Only a Company Admin can manage billing.';

export function can(company: CompanyAccess, _action: BillingAction): boolean {
  return atLeastCompanyRole(company.role, 'Company Admin');
}

export function authorize(company: CompanyAccess, action: BillingAction): void {
  if (!can(company, action)) throw forbidden(BILLING_FORBIDDEN);
}
