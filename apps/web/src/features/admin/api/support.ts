// Support's inbox in the admin area (docs/api/support.md): every user's conversation with the
// support team, answered here; new messages arrive live on the super admin's own channel.
import type { CamelCasedKeys } from '@hireloop/shared/case';
import {
  SUPPORT_MESSAGE_CREATED_EVENT,
  type SupportConversation as SupportConversationWire,
  type SupportMessage as SupportMessageWire,
} from '@hireloop/shared/support';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '#web/lib/http.ts';
import { subscribeToUserEvent } from '#web/lib/realtime.ts';
import type { ResourcePage } from '#web/lib/resource-client.ts';

export type SupportConversation = CamelCasedKeys<SupportConversationWire>;
export type SupportMessage = CamelCasedKeys<SupportMessageWire>;

const SUPPORT_KEY = ['admin', 'support'] as const;
const PER_PAGE = 10;
/** Messages shown of one conversation: the newest hundred. */
const THREAD_SIZE = 100;

/** Refreshes the inbox and the open thread whenever a support message is written anywhere. */
export function useLiveSupport() {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      subscribeToUserEvent(SUPPORT_MESSAGE_CREATED_EVENT, () => {
        void queryClient.invalidateQueries({ queryKey: SUPPORT_KEY });
      }),
    [queryClient],
  );
}

export function useSupportConversations(page: number) {
  return useQuery({
    queryKey: [...SUPPORT_KEY, 'conversations', page],
    queryFn: ({ signal }) =>
      api.get<ResourcePage<SupportConversation>>('/api/admin/support-conversations', {
        params: { page, perPage: PER_PAGE },
        signal,
      }),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

export function useSupportMessages(conversationId: number) {
  return useQuery({
    queryKey: [...SUPPORT_KEY, 'messages', conversationId],
    queryFn: ({ signal }) =>
      api.get<ResourcePage<SupportMessage>>(`/api/admin/support-conversations/${conversationId}/messages`, {
        params: { perPage: THREAD_SIZE },
        signal,
      }),
    // Newest first on the wire; read oldest first.
    select: (page) => [...page.data].reverse(),
  });
}

export function useAnswerSupport(conversationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (content: string) =>
      api.post<SupportMessage>(
        `/api/admin/support-conversations/${conversationId}/messages`,
        { content },
        { handledStatuses: [422] },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SUPPORT_KEY }),
  });
}
