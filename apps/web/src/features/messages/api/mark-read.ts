// `POST /api/conversations/{uuid}/read`: everything in the conversation counts as read; the list
// and the menu badges follow.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/http.ts';
import { type ConversationListData, withConversationRead } from '../message-cache.ts';
import { messageKeys } from './message-keys.ts';
import type { MessagingSide } from './message-types.ts';

export function useMarkConversationRead(side: MessagingSide) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (uuid: string) =>
      api.post<unknown>(`/api/conversations/${encodeURIComponent(uuid)}/read`, undefined, {
        background: true,
        skipSuccessToasts: true,
      }),
    onSuccess: (_answer, uuid) => {
      queryClient.setQueriesData<ConversationListData>(
        { queryKey: messageKeys.conversationLists(side) },
        (data) => withConversationRead(data, uuid),
      );
      void queryClient.invalidateQueries({ queryKey: messageKeys.unreadCount() });
    },
  });
}
