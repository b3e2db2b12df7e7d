// Who may read and write a conversation. Pure rules over the actor; services call authorize.
import { atLeastCompanyRole, type CompanyRole } from '@hireloop/shared/roles';
import type { Actor, CompanyAccess } from '#server/access/actor.ts';
import { definePolicy } from '#server/lib/policy.ts';

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

const SEND_FORBIDDEN = 'You do not have permission to send messages for this company.';
const sendsAsCompany = (company: CompanyAccess) => atLeastCompanyRole(company.role, MESSAGE_SEND_MIN_ROLE);

/**
 * The actor is the company (starting a conversation) or a participant of one (writing in it): a
 * candidate may always reply in their own conversation; the company side needs Recruiter.
 */
export const { can, authorize } = definePolicy<CompanyAccess | ConversationParticipant, { send: undefined }>({
  send: {
    allow: (actor) => {
      if (!('side' in actor)) return sendsAsCompany(actor);
      if (actor.side === 'candidate') return true;
      return actor.company !== null && sendsAsCompany(actor.company);
    },
    denied: SEND_FORBIDDEN,
  },
});
