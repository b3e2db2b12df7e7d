// Who may do what with offers (SPEC.md §6: Recruiter and above create offers). Recruiters and up
// keep templates and offers; Managers and Company Admins approve; when the company requires
// approval, an offer sent by a Recruiter waits for one of them. Team Members see no offers (pay).
import type { OfferStatus } from '@hireloop/shared/offers';
import { EDITABLE_OFFER_STATUSES, WITHDRAWABLE_OFFER_STATUSES } from '@hireloop/shared/offers';
import { atLeastCompanyRole } from '@hireloop/shared/roles';
import type { CompanyAccess } from '#server/access/actor.ts';
import { definePolicy } from '#server/lib/policy.ts';

export const { can, authorize } = definePolicy<CompanyAccess, { manage: undefined; approve: undefined }>({
  manage: {
    allow: (company) => atLeastCompanyRole(company.role, 'Recruiter'),
    denied: 'You do not have permission to manage offers.',
  },
  approve: {
    allow: (company) => atLeastCompanyRole(company.role, 'Manager'),
    denied: 'Only a Manager or Company Admin may approve offers.',
  },
});

/** Whether sending this offer now asks for approval instead. */
export function sendNeedsApproval(company: CompanyAccess, requireApproval: boolean): boolean {
  return requireApproval && !can(company, 'approve');
}

export function offerAbilities(company: CompanyAccess, status: OfferStatus) {
  const manage = can(company, 'manage');
  return {
    update: manage && EDITABLE_OFFER_STATUSES.includes(status),
    send: manage && status === 'draft',
    approve: can(company, 'approve') && status === 'pending_approval',
    withdraw: manage && WITHDRAWABLE_OFFER_STATUSES.includes(status),
  };
}
