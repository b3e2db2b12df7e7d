// The built-in chat support (docs/api/support.md): the signed-in user's conversation with the
// Hireloop support team, kept live by `support.message.created` on the user's channel.
import type { CamelCasedKeys } from '@hireloop/shared/case';
import type {
  OwnSupportThread as OwnSupportThreadWire,
  SupportConversation as SupportConversationWire,
  SupportMessage as SupportMessageWire,
} from '@hireloop/shared/support';
import { SUPPORT_MESSAGE_CREATED_EVENT } from '@hireloop/shared/support-constants';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '#web/lib/http.ts';
import { SHELL_QUERY_META } from '#web/lib/query-client.ts';
import { subscribeToUserEvent } from '#web/lib/realtime.ts';

export type SupportMessage = CamelCasedKeys<SupportMessageWire>;
export type OwnSupportThread = CamelCasedKeys<OwnSupportThreadWire>;
type SupportEvent = { message: SupportMessage; conversation: CamelCasedKeys<SupportConversationWire> };

const THREAD_KEY = ['support', 'own-thread'] as const;

function withMessage(
  thread: OwnSupportThread | undefined,
  message: SupportMessage,
): OwnSupportThread | undefined {
  if (!thread || thread.messages.some((known) => known.id === message.id)) return thread;
  return { ...thread, messages: [...thread.messages, message] };
}

export function useOwnSupportThread(enabled: boolean) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled) return;
    return subscribeToUserEvent<SupportEvent>(SUPPORT_MESSAGE_CREATED_EVENT, ({ message, conversation }) => {
      queryClient.setQueryData<OwnSupportThread>(THREAD_KEY, (thread) =>
        thread?.conversation ? withMessage(thread, message) : { conversation, messages: [message] },
      );
    });
  }, [enabled, queryClient]);
  return useQuery({
    queryKey: THREAD_KEY,
    queryFn: ({ signal }) => api.get<OwnSupportThread>('/api/support/conversation', { signal }),
    enabled,
    // The launcher belongs to the shell, not to the page (an account switch does not wait for it).
    meta: SHELL_QUERY_META,
  });
}

export function useSendSupportMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (content: string) =>
      api.post<SupportMessage>('/api/support/messages', { content }, { handledStatuses: [422] }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: THREAD_KEY }),
  });
}
