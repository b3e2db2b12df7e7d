// `?candidate=<userId>` on /company-messages: the company's conversation with that candidate if
// there is one, else `POST /api/company-conversations {candidate_user_id, content}` with the first
// message (the server reuses an existing conversation, so a race cannot make two).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/http.ts';
import type { ResourcePage } from '#web/lib/resource-client.ts';
import { messageKeys } from './message-keys.ts';
import type { Conversation } from './message-types.ts';

/**
 * The existing conversation with the candidate, or null. The list is asked for the candidate's
 * conversation; each answer is checked against the candidate's id, so the lookup is right even
 * where the server only offers its default order.
 */
export function useCompanyConversationWith(candidateUserId: number | null) {
  return useQuery({
    queryKey: messageKeys.conversationWithCandidate(candidateUserId),
    queryFn: async ({ signal }) => {
      const page = await api.get<ResourcePage<Conversation>>('/api/company-conversations', {
        params: { candidateUserId, perPage: 100 },
        signal,
      });
      return page.data.find((conversation) => conversation.candidate.id === candidateUserId) ?? null;
    },
    enabled: candidateUserId !== null,
  });
}

export function useStartConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { candidateUserId: number; content: string }) =>
      // 422s (nothing written, the candidate never applied) are shown under the composer.
      api.post<Conversation>('/api/company-conversations', input, { handledStatuses: [422] }),
    onSuccess: (conversation, variables) => {
      queryClient.setQueryData(messageKeys.conversation(conversation.uuid), conversation);
      void queryClient.invalidateQueries({ queryKey: messageKeys.conversationLists('company') });
      void queryClient.invalidateQueries({
        queryKey: messageKeys.conversationWithCandidate(variables.candidateUserId),
      });
    },
  });
}
