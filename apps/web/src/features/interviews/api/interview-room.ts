// The interview room (docs/api/interviews.md "The room"): joining facts, the chat (persisted; new
// messages arrive on the room's presence channel) and the caller's own autosaved notes.
import type { CamelCasedKeys } from '@hireloop/shared/case';
import type {
  ChatMessage as WireChatMessage,
  InterviewNotes as WireNotes,
  Room as WireRoom,
} from '@hireloop/shared/interview-room';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/http.ts';
import type { ResourcePage } from '#web/lib/resource-client.ts';

export type Room = CamelCasedKeys<WireRoom>;
export type ChatMessage = CamelCasedKeys<WireChatMessage>;
export type InterviewNotes = CamelCasedKeys<WireNotes>;

const roomKey = (id: number | string) => ['interview-room', String(id)] as const;
export const chatKey = (id: number) => ['interview-room', String(id), 'chat'] as const;
const notesKey = (id: number) => ['interview-room', String(id), 'notes'] as const;

export function useRoom(key: string, enabled: boolean) {
  return useQuery({
    queryKey: roomKey(key),
    queryFn: ({ signal }) => api.get<Room>(`/api/interviews/${key}/room`, { signal, handledStatuses: [409] }),
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}

/** Every message, oldest first (an interview's chat is short: pages of 100 until the last). */
export function chatQueryOptions(interviewId: number) {
  return queryOptions({
    queryKey: chatKey(interviewId),
    queryFn: async ({ signal }) => {
      const messages: ChatMessage[] = [];
      for (let page = 1; ; page += 1) {
        const result = await api.get<ResourcePage<ChatMessage>>(`/api/interviews/${interviewId}/chat`, {
          params: { page, perPage: 100 },
          signal,
          background: true,
        });
        messages.push(...result.data);
        if (page >= result.meta.lastPage) return messages;
      }
    },
  });
}

export function useChat(interviewId: number) {
  return useQuery(chatQueryOptions(interviewId));
}

/** Adds a message (sent or received) to the cached chat once. */
export function useAppendChatMessage(interviewId: number) {
  const queryClient = useQueryClient();
  return (message: ChatMessage) =>
    queryClient.setQueryData<ChatMessage[]>(chatKey(interviewId), (messages = []) =>
      messages.some((existing) => existing.id === message.id)
        ? messages
        : [...messages, message].sort((a, b) => a.id - b.id),
    );
}

export function useSendChatMessage(interviewId: number) {
  const append = useAppendChatMessage(interviewId);
  return useMutation({
    mutationFn: (body: string) =>
      api.post<ChatMessage>(`/api/interviews/${interviewId}/chat`, { body }, { handledStatuses: [422] }),
    onSuccess: append,
  });
}

export function useNotes(interviewId: number, enabled: boolean) {
  return useQuery({
    queryKey: notesKey(interviewId),
    queryFn: ({ signal }) => api.get<InterviewNotes>(`/api/interviews/${interviewId}/notes`, { signal }),
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useSaveNotes(interviewId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { body: string; version: number }) =>
      api.put<InterviewNotes>(`/api/interviews/${interviewId}/notes`, input, {
        handledStatuses: [409, 422],
        background: true,
        skipErrorHandling: true,
      }),
    onSuccess: (notes) => queryClient.setQueryData(notesKey(interviewId), notes),
  });
}

export function useReloadNotes(interviewId: number) {
  const queryClient = useQueryClient();
  return () => queryClient.refetchQueries({ queryKey: notesKey(interviewId) });
}
