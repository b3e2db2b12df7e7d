// The number of conversations with unread messages beside the Messages items of the side bar and
// bottom bar (`GET /api/messages/unread-count`), refreshed when a message arrives and after a
// conversation is read.
import { MESSAGE_CREATED_EVENT } from '@hireloop/shared/message-rules';
import { useQueryClient } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { useEffect } from 'react';
import { subscribeToUserEvent } from '#web/lib/realtime.ts';
import { useSession } from '#web/lib/session/session.tsx';
import { UNREAD_MESSAGE_COUNT_QUERY_KEY, useUnreadCounts } from '#web/lib/unread-message-count.ts';

/** Menu links that carry an unread badge, and which count each shows. */
const COUNT_OF_LINK: Record<string, 'candidate' | 'company'> = {
  '/messages': 'candidate',
  '/company-messages': 'company',
};

export function hasUnreadMessagesBadge(link: string): boolean {
  return Object.hasOwn(COUNT_OF_LINK, link);
}

interface UnreadMessagesBadgeProps {
  link: string;
  /** Beside the label (open side bar), or over the icon's corner (closed side bar, bottom bar). */
  placement: 'inline' | 'corner';
}

export function UnreadMessagesBadge({ link, placement }: UnreadMessagesBadgeProps) {
  const { isLoggedIn } = useSession();
  const counts = useUnreadCounts(isLoggedIn);
  const queryClient = useQueryClient();

  useEffect(
    () =>
      subscribeToUserEvent(MESSAGE_CREATED_EVENT, () => {
        // The side bar and bottom bar both listen; the second call joins the first refetch.
        void queryClient.invalidateQueries(
          { queryKey: UNREAD_MESSAGE_COUNT_QUERY_KEY },
          { cancelRefetch: false },
        );
      }),
    [queryClient],
  );

  const side = COUNT_OF_LINK[link];
  const count = side && counts.data ? counts.data[side] : 0;
  if (count <= 0) return null;
  return (
    <span
      className={clsx(
        'inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-brand-600 px-1.5 text-[0.6875rem] leading-none font-semibold text-white',
        placement === 'corner' && 'absolute -top-1.5 left-1/2 ml-1 ring-2 ring-white',
      )}
      data-testid="unread-messages-badge"
    >
      <span aria-hidden="true">{count > 99 ? '99+' : count}</span>
      <span className="sr-only">
        ({count} unread {count === 1 ? 'conversation' : 'conversations'})
      </span>
    </span>
  );
}
