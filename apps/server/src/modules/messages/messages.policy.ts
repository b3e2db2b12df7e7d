// Who may read and write a conversation. Pure functions over the actor; services call authorize*.
import { atLeastCompanyRole, type CompanyRole } from '@hireloop/shared/roles';
import type { Actor, CompanyAccess } from '../../access/actor.ts';
import { forbidden } from '../../lib/errors.ts';

/** Recruiters and above write to candidates; Team Members (and Enterprise Viewers) only read. */
export const MESSAGE_SEND_MIN_ROLE: CompanyRole = 'Recruiter';

export type ConversationSide = 'candidate' | 'company';

/** How the caller takes part in one conversation. */
export interface ConversationParticipant {
  side: ConversationSide;
  userId: number;
  /** The active company when the caller is on the company side. */
  company: CompanyAccess | null;
}

/**
 * The caller's side in a conversation, or null when it is none of theirs. Acting as the
 * conversation's company wins over being its candidate (someone may be both).
 */
export function participantOf(
  actor: Actor,
  conversation: { companyId: number; candidateUserId: number },
): ConversationParticipant | null {
  if (actor.activeCompany?.id === conversation.companyId) {
    return { side: 'company', userId: actor.userId, company: actor.activeCompany };
  }
  if (conversation.candidateUserId === actor.userId) {
    return { side: 'candidate', userId: actor.userId, company: null };
  }
  return null;
}

export function canSendAsCompany(company: CompanyAccess): boolean {
  return atLeastCompanyRole(company.role, MESSAGE_SEND_MIN_ROLE);
}

/** A candidate may always reply in their own conversation; the company side needs Recruiter. */
export function canSendIn(participant: ConversationParticipant): boolean {
  if (participant.side === 'candidate') return true;
  return participant.company !== null && canSendAsCompany(participant.company);
}

const SEND_FORBIDDEN = 'You do not have permission to send messages for this company.';

export function authorizeCompanySend(company: CompanyAccess): void {
  if (!canSendAsCompany(company)) throw forbidden(SEND_FORBIDDEN);
}

export function authorizeSendIn(participant: ConversationParticipant): void {
  if (!canSendIn(participant)) throw forbidden(SEND_FORBIDDEN);
}
