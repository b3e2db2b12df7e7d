// The messages of one conversation: newest at the bottom, older pages loaded when the reader
// scrolls to the top (the view keeps its place), and a jump to the bottom for new messages
// while the reader is already there.
import { MessageSquare } from 'lucide-react';
import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { EmptyState } from '#web/components/empty-state.tsx';
import { ErrorState } from '#web/components/error-state.tsx';
import { Spinner } from '#web/components/spinner.tsx';
import type { ThreadMessage } from '../api/message-types.ts';
import { useThread } from '../api/thread.ts';
import { threadMessages } from '../message-cache.ts';
import { threadItems } from '../thread-items.ts';
import { DaySeparator } from './day-separator.tsx';
import { MessageBubble } from './message-bubble.tsx';
import { ThreadSkeleton } from './messages-skeletons.tsx';
import { SystemMessage } from './system-message.tsx';

interface MessageThreadProps {
  uuid: string;
  isOwn: (message: ThreadMessage) => boolean;
  /** Says how a conversation with nobody's words yet begins, e.g. "Send the first message". */
  emptyText: string;
}

/** Within this many pixels of the bottom counts as "at the bottom". */
const NEAR_BOTTOM_PX = 120;

export function MessageThread({ uuid, isOwn, emptyText }: MessageThreadProps) {
  const thread = useThread(uuid);
  const messages = useMemo(() => threadMessages(thread.data), [thread.data]);
  const items = useMemo(() => threadItems(messages), [messages]);
  const scrollRef = useRef<HTMLDivElement>(null);
  const topRef = useRef<HTMLDivElement>(null);
  const nearBottom = useRef(true);
  const previous = useRef<{ oldestId: number | null; newestId: number | null; scrollHeight: number }>({
    oldestId: null,
    newestId: null,
    scrollHeight: 0,
  });

  const ordered = items.flatMap((item) => (item.kind === 'message' ? [item.message] : []));
  const oldestId = ordered[0]?.id ?? null;
  const newest = ordered.at(-1) ?? null;

  // Runs before paint, so the reader never sees the view jump.
  useLayoutEffect(() => {
    const element = scrollRef.current;
    if (!element) return;
    const before = previous.current;
    const firstRender = before.newestId === null;
    if (firstRender || (newest && newest.id !== before.newestId && (nearBottom.current || isOwn(newest)))) {
      element.scrollTop = element.scrollHeight;
    } else if (oldestId !== before.oldestId) {
      // Older messages went in above: keep the same messages under the reader's eyes.
      element.scrollTop += element.scrollHeight - before.scrollHeight;
    }
    previous.current = { oldestId, newestId: newest?.id ?? null, scrollHeight: element.scrollHeight };
  });

  const { hasNextPage, isFetchingNextPage, fetchNextPage } = thread;
  useEffect(() => {
    const root = scrollRef.current;
    const target = topRef.current;
    if (!root || !target || !hasNextPage) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
      },
      { root, rootMargin: '200px 0px 0px 0px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  if (thread.isPending) return <ThreadSkeleton />;
  if (thread.isError) {
    return (
      <div className="flex flex-1 items-center justify-center">
        <ErrorState
          title="Messages could not be loaded"
          onRetry={() => void thread.refetch()}
          retrying={thread.isFetching}
        />
      </div>
    );
  }

  return (
    <div
      ref={scrollRef}
      className="min-h-0 flex-1 overflow-y-auto overscroll-contain pb-4"
      onScroll={(event) => {
        const element = event.currentTarget;
        nearBottom.current = element.scrollHeight - element.scrollTop - element.clientHeight < NEAR_BOTTOM_PX;
      }}
      // Focusable so keyboard users can scroll the history.
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
      tabIndex={0}
      role="log"
      aria-label="Messages"
      aria-live="polite"
    >
      <div ref={topRef} className="flex min-h-6 items-center justify-center pt-2">
        {isFetchingNextPage ? (
          <Spinner className="size-5 text-brand-600" label="Loading older messages" />
        ) : null}
        {!hasNextPage && messages.length > 0 ? (
          <p className="text-xs text-slate-600">This is the start of the conversation.</p>
        ) : null}
      </div>
      {messages.length === 0 ? (
        <EmptyState icon={MessageSquare} title="No messages yet" description={emptyText} />
      ) : (
        <ol className="flex flex-col">
          {items.map((item) => {
            if (item.kind === 'day') return <DaySeparator key={item.key} label={item.label} />;
            if (item.message.type === 'system')
              return <SystemMessage key={item.key} message={item.message} />;
            return (
              <MessageBubble
                key={item.key}
                message={item.message}
                own={isOwn(item.message)}
                showSender={item.showSender}
              />
            );
          })}
        </ol>
      )}
    </div>
  );
}
