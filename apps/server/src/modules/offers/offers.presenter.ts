import { formatOfferPay, type Offer, type PublicOffer } from '@hireloop/shared/offers';
import type { PayPeriod } from '@hireloop/shared/opportunities';
import { fullName } from '@hireloop/shared/people';
import type { CompanyAccess } from '#server/access/actor.ts';
import { sha256 } from '#server/lib/crypto.ts';
import { companyAvatarUrl } from '../accounts/accounts.presenter.ts';
import { letterOfView, type OfferView, offerStatusOf } from './offer-views.ts';
import { offerAbilities } from './offers.policy.ts';

const iso = (value: Date | null) => (value ? value.toISOString() : null);

function acceptanceOf(view: OfferView) {
  const { offer } = view;
  if (offer.status !== 'accepted' || !offer.acceptedName || !offer.respondedAt) return null;
  return {
    full_name: offer.acceptedName,
    accepted_at: offer.respondedAt.toISOString(),
    ip_address: offer.acceptedIp ?? '',
    user_agent: offer.acceptedUserAgent ?? '',
    document_hash: offer.documentHash ?? '',
  };
}

export function presentOffer(view: OfferView, company: CompanyAccess): Offer {
  const { offer } = view;
  const status = offerStatusOf(view);
  return {
    id: offer.id,
    uuid: offer.uuid,
    status,
    application_id: offer.applicationId,
    template_id: offer.templateId,
    candidate: {
      id: view.candidate.id,
      first_name: view.candidate.firstName,
      last_name: view.candidate.lastName,
    },
    opportunity: { id: view.opportunity.id, title: view.opportunity.title },
    pay_amount_cents: offer.payAmountCents,
    pay_period: offer.payPeriod as PayPeriod,
    pay_text: formatOfferPay(offer.payAmountCents, offer.payPeriod as PayPeriod),
    start_date: offer.startDate,
    expires_on: offer.expiresOn,
    location: offer.location,
    manager_name: offer.managerName,
    letter_html: letterOfView(view),
    attachment: view.attachment?.id
      ? {
          model_has_file_id: view.attachment.id,
          library_model_has_file_id: view.attachment.libraryModelHasFileId,
          current_name: view.attachment.currentName ?? '',
          mime_type: view.attachment.mimeType ?? '',
          size_bytes: view.attachment.sizeBytes ?? 0,
        }
      : null,
    created_by: view.creator?.id
      ? { id: view.creator.id, first_name: view.creator.firstName, last_name: view.creator.lastName }
      : null,
    approved_at: iso(offer.approvedAt),
    sent_at: iso(offer.sentAt),
    responded_at: iso(offer.respondedAt),
    decline_reason: offer.declineReason,
    acceptance: acceptanceOf(view),
    onboarding_id: view.onboardingId,
    created_at: offer.createdAt.toISOString(),
    abilities: offerAbilities(company, status),
  };
}

function publicAcceptanceOf(view: OfferView) {
  const acceptance = acceptanceOf(view);
  return acceptance ? { full_name: acceptance.full_name, accepted_at: acceptance.accepted_at } : null;
}

const CLOSED_MESSAGES: Partial<Record<Offer['status'], (view: OfferView) => string>> = {
  accepted: () => 'You accepted this offer.',
  declined: () => 'You declined this offer.',
  expired: (view) => `This offer expired on ${view.offer.expiresOn}.`,
  withdrawn: (view) => `${view.company.name} withdrew this offer.`,
};

export function presentPublicOffer(view: OfferView): PublicOffer {
  const { offer } = view;
  const status = offerStatusOf(view);
  const letter = letterOfView(view);
  return {
    uuid: offer.uuid,
    status,
    company: { name: view.company.name, avatar: companyAvatarUrl(view.company) },
    candidate_name: fullName(view.candidate),
    opportunity_title: view.opportunity.title,
    letter_html: letter,
    document_hash: offer.documentHash ?? sha256(letter),
    expires_on: offer.expiresOn,
    attachment: view.attachment?.id
      ? { name: view.attachment.currentName ?? '', url: `/api/public-offers/${offer.uuid}/attachment` }
      : null,
    acceptance: publicAcceptanceOf(view),
    closed_message: CLOSED_MESSAGES[status]?.(view) ?? null,
    pdf_url: status === 'accepted' ? `/api/public-offers/${offer.uuid}/pdf` : null,
    onboarding_id: view.onboardingId,
  };
}
