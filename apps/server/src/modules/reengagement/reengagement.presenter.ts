// Confirm-info and still-interested targets → the API (packages/shared/src/reengagement.ts).
import type { ConfirmInfo, StillInterested } from '@hireloop/shared/reengagement';
import { maskEmail } from '../notifications/unsubscribe.service.ts';
import type { ConfirmView } from './confirm-info.service.ts';
import type { StillInterestedView } from './still-interested.service.ts';

export function presentConfirmInfo(view: ConfirmView): ConfirmInfo {
  return {
    company_name: view.companyName,
    first_name: view.firstName,
    last_name: view.lastName,
    email: maskEmail(view.email),
    phone: view.phone,
    location: view.location,
    consent: view.contactConsent,
    confirmed_at: view.confirmedAt?.toISOString() ?? null,
    expires_at: view.expiresAt.toISOString(),
  };
}

export function presentStillInterested(view: StillInterestedView): StillInterested {
  return {
    first_name: view.firstName,
    email: maskEmail(view.email),
    snoozed_until: view.snoozedUntil?.toISOString() ?? null,
    answered_at: view.answeredAt?.toISOString() ?? null,
    unsubscribe_path: `/unsubscribe?token=${encodeURIComponent(view.unsubscribeToken)}`,
    expires_at: view.expiresAt.toISOString(),
  };
}
