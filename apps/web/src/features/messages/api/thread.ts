// One conversation's messages, newest first from the server, older pages fetched by keyset
// (`?before_id=` the oldest loaded id) as the reader scrolls up.
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '#web/lib/http.ts';
import { messageKeys } from './message-keys.ts';
import type { MessagesPage } from './message-types.ts';

/** The id to ask older messages before, or undefined when the oldest page is loaded. */
export function olderPageParam(page: MessagesPage): number | undefined {
  return page.meta.hasMore && page.meta.nextBeforeId !== null ? page.meta.nextBeforeId : undefined;
}

export function threadQueryOptions(uuid: string) {
  return infiniteQueryOptions({
    queryKey: messageKeys.thread(uuid),
    queryFn: ({ pageParam, signal }) =>
      api.get<MessagesPage>(`/api/conversations/${encodeURIComponent(uuid)}/messages`, {
        params: { beforeId: pageParam },
        signal,
      }),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: olderPageParam,
  });
}

export function useThread(uuid: string) {
  return useInfiniteQuery(threadQueryOptions(uuid));
}
