// The left pane: search, then the conversations with the newest activity first, more loaded as
// the list scrolls to its end.
import { MessagesSquare, SearchX } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button } from '#web/components/button.tsx';
import { EmptyState } from '#web/components/empty-state.tsx';
import { ErrorState } from '#web/components/error-state.tsx';
import { SearchBox } from '#web/components/search-box.tsx';
import { Spinner } from '#web/components/spinner.tsx';
import { useConversationList } from '../api/conversations.ts';
import type { MessagingSide } from '../api/message-types.ts';
import { ConversationListItem } from './conversation-list-item.tsx';
import { ConversationListSkeleton } from './messages-skeletons.tsx';

interface ConversationListPaneProps {
  side: MessagingSide;
  search: string;
  onSearchChange: (search: string) => void;
  selectedUuid: string | null;
  conversationHref: (uuid: string) => string;
}

/** How a conversation begins, for the empty list. */
const HOW_CONVERSATIONS_START: Record<MessagingSide, string> = {
  candidate:
    'When a company you applied to writes to you, the conversation appears here and you can reply right away.',
  company:
    'Conversations start from a candidate in your pipeline: open a candidate and send them a message. Replies arrive here.',
};

export function ConversationListPane({
  side,
  search,
  onSearchChange,
  selectedUuid,
  conversationHref,
}: ConversationListPaneProps) {
  const list = useConversationList(side, search);
  const conversations = list.data?.pages.flatMap((page) => page.data) ?? [];
  const total = list.data?.pages[0]?.meta.total ?? 0;
  const endRef = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = list;

  useEffect(() => {
    const target = endRef.current;
    if (!target || !hasNextPage) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
      },
      { rootMargin: '0px 0px 200px 0px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <div className="border-b border-slate-200 p-3">
        <SearchBox
          value={search}
          onSearch={onSearchChange}
          label="Search conversations"
          placeholder={side === 'candidate' ? 'Search by company' : 'Search by candidate'}
        />
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto">
        {list.isPending ? (
          <ConversationListSkeleton />
        ) : list.isError ? (
          <ErrorState
            title="Conversations could not be loaded"
            onRetry={() => void list.refetch()}
            retrying={list.isFetching}
          />
        ) : conversations.length === 0 ? (
          search ? (
            <EmptyState
              icon={SearchX}
              title="No matching conversations"
              description={`Nothing matches “${search}”. Try another name.`}
              action={
                <Button variant="secondary" onClick={() => onSearchChange('')}>
                  Clear search
                </Button>
              }
            />
          ) : (
            <EmptyState
              icon={MessagesSquare}
              title="No conversations yet"
              description={HOW_CONVERSATIONS_START[side]}
            />
          )
        ) : (
          <>
            <p className="sr-only" aria-live="polite">
              {total} {total === 1 ? 'conversation' : 'conversations'}
            </p>
            <ul aria-label="Conversations" className="divide-y divide-slate-100">
              {conversations.map((conversation) => (
                <ConversationListItem
                  key={conversation.uuid}
                  conversation={conversation}
                  side={side}
                  selected={conversation.uuid === selectedUuid}
                  search={conversationHref(conversation.uuid)}
                />
              ))}
            </ul>
            <div ref={endRef} className="flex justify-center py-3">
              {isFetchingNextPage ? (
                <Spinner className="size-5 text-brand-600" label="Loading more conversations" />
              ) : null}
              {hasNextPage && !isFetchingNextPage ? (
                <Button variant="ghost" size="sm" onClick={() => void fetchNextPage()}>
                  Load more
                </Button>
              ) : null}
            </div>
          </>
        )}
      </div>
    </div>
  );
}
