// Who may do what with the active company's opportunities and templates (SPEC.md §6): every member
// reads; Recruiter and above create, edit, publish and delete.

import type { CompanyAccess } from '../../access/actor.ts';
import { forbidden } from '../../lib/errors.ts';
import { canManageOpportunities } from '../companies/companies.policy.ts';

export { canManageOpportunities };

export function authorizeManageOpportunities(company: CompanyAccess): void {
  if (!canManageOpportunities(company)) {
    throw forbidden('You do not have permission to manage opportunities.');
  }
}

/** Drafts go at any time; anything candidates have applied to is closed instead, to keep history. */
export function canDeleteOpportunity(
  company: CompanyAccess,
  opportunity: { status: string; applicationCount: number },
): boolean {
  return (
    canManageOpportunities(company) && (opportunity.status === 'draft' || opportunity.applicationCount === 0)
  );
}

export function opportunityAbilities(
  company: CompanyAccess,
  opportunity: { status: string; applicationCount: number },
) {
  const manage = canManageOpportunities(company);
  return {
    update: manage,
    delete: canDeleteOpportunity(company, opportunity),
    publish: manage && opportunity.status !== 'published',
  };
}
