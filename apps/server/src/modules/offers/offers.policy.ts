// Who may do what with offers (SPEC.md §6: Recruiter and above create offers). Recruiters and up
// keep templates and offers; Managers and Company Admins approve; when the company requires
// approval, an offer sent by a Recruiter waits for one of them. Team Members see no offers (pay).

import type { OfferStatus } from '@hireloop/shared/offers';
import { EDITABLE_OFFER_STATUSES, WITHDRAWABLE_OFFER_STATUSES } from '@hireloop/shared/offers';
import { atLeastCompanyRole } from '@hireloop/shared/roles';
import type { CompanyAccess } from '../../access/actor.ts';
import { forbidden } from '../../lib/errors.ts';

export function canManageOffers(company: CompanyAccess): boolean {
  return atLeastCompanyRole(company.role, 'Recruiter');
}

export function canApproveOffers(company: CompanyAccess): boolean {
  return atLeastCompanyRole(company.role, 'Manager');
}

/** Whether sending this offer now asks for approval instead. */
export function sendNeedsApproval(company: CompanyAccess, requireApproval: boolean): boolean {
  return requireApproval && !canApproveOffers(company);
}

export function authorizeManageOffers(company: CompanyAccess): void {
  if (!canManageOffers(company)) throw forbidden('You do not have permission to manage offers.');
}

export function authorizeApproveOffers(company: CompanyAccess): void {
  if (!canApproveOffers(company)) throw forbidden('Only a Manager or Company Admin may approve offers.');
}

export function offerAbilities(company: CompanyAccess, status: OfferStatus) {
  const manage = canManageOffers(company);
  return {
    update: manage && EDITABLE_OFFER_STATUSES.includes(status),
    send: manage && status === 'draft',
    approve: canApproveOffers(company) && status === 'pending_approval',
    withdraw: manage && WITHDRAWABLE_OFFER_STATUSES.includes(status),
  };
}
