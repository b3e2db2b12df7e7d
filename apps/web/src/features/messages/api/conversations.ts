// Conversation lists: the candidate's own (`GET /api/conversations`) and the active company's
// (`GET /api/company-conversations`), newest activity first, loaded a page at a time as the list
// scrolls; and one conversation (`GET /api/conversations/{uuid}`).
import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import { api } from '#web/lib/http.ts';
import type { ResourcePage } from '#web/lib/resource-client.ts';
import { messageKeys } from './message-keys.ts';
import type { Conversation, MessagingSide } from './message-types.ts';

export const CONVERSATIONS_PER_PAGE = 25;

const LIST_PATHS: Record<MessagingSide, string> = {
  candidate: '/api/conversations',
  company: '/api/company-conversations',
};

export function conversationListQueryOptions(side: MessagingSide, search: string) {
  return infiniteQueryOptions({
    queryKey: messageKeys.conversationList(side, search),
    queryFn: ({ pageParam, signal }) =>
      api.get<ResourcePage<Conversation>>(LIST_PATHS[side], {
        params: { search: search || undefined, page: pageParam, perPage: CONVERSATIONS_PER_PAGE },
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.meta.currentPage < last.meta.lastPage ? last.meta.currentPage + 1 : undefined,
    // Typing in the search box keeps the previous results on screen until the new ones arrive.
    placeholderData: keepPreviousData,
  });
}

export function useConversationList(side: MessagingSide, search: string) {
  return useInfiniteQuery(conversationListQueryOptions(side, search));
}

export function conversationQueryOptions(uuid: string) {
  return queryOptions({
    queryKey: messageKeys.conversation(uuid),
    queryFn: ({ signal }) =>
      api.get<Conversation>(`/api/conversations/${encodeURIComponent(uuid)}`, { signal }),
  });
}

export function useConversation(uuid: string | null) {
  return useQuery({ ...conversationQueryOptions(uuid ?? ''), enabled: Boolean(uuid) });
}
