// How a conversation is named: a candidate sees the company; the company sees the candidate.
import { fullName } from '@hireloop/shared/people';
import type { Conversation, MessagingSide } from './api/message-types.ts';

export function candidateName(conversation: Pick<Conversation, 'candidate'>): string {
  return fullName(conversation.candidate) || 'Candidate';
}

export function conversationTitle(conversation: Conversation, side: MessagingSide): string {
  return side === 'candidate' ? conversation.companyName : candidateName(conversation);
}

/** The opportunities the candidate applied to at this company, e.g. "Designer · Developer". */
export function opportunityTitlesOf(conversation: Pick<Conversation, 'conversationUsers'>): string {
  const titles = conversation.conversationUsers.flatMap((user) => user.opportunityTitles);
  return [...new Set(titles)].join(' · ');
}
