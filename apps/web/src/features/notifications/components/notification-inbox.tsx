// An inbox page (SPEC.md §2 /notifications, /company-notifications): newest first, a page at a
// time, unread ones highlighted, "Mark all as read", and the empty, loading and error states.
import type { NotificationScope } from '@hireloop/shared/notifications';
import { BellOff, CheckCheck } from 'lucide-react';
import { Button } from '#web/components/button.tsx';
import { Card } from '#web/components/card.tsx';
import { EmptyState } from '#web/components/empty-state.tsx';
import { PagedList, PagedListHeader } from '#web/components/paged-list.tsx';
import { usePageParam } from '#web/lib/use-page-param.ts';
import {
  type Notification,
  useMarkAllNotificationsRead,
  useMarkNotificationRead,
  useNotifications,
} from '../api/notifications.ts';
import { NotificationRow } from './notification-row.tsx';

const INTRO: Record<NotificationScope, string> = {
  candidate: 'Updates about your messages, applications, interviews and offers.',
  company: 'Updates for this company: new applications, messages and interviews.',
  enterprise: 'Updates for this enterprise, such as people joining it.',
};

export function NotificationInbox({ scope }: { scope: NotificationScope }) {
  const [page, setPage] = usePageParam('page', { keepScroll: false });
  const query = useNotifications(scope, page);
  const markRead = useMarkNotificationRead();
  const markAllRead = useMarkAllNotificationsRead();
  const unread = query.data?.meta.unreadCount ?? 0;
  const now = new Date();

  // The row itself follows the link (router link or plain anchor); opening marks it read.
  const open = (notification: Notification) => {
    if (notification.readAt === null) markRead.mutate(notification.id);
  };

  return (
    <div className="mx-auto max-w-3xl space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-slate-600">{INTRO[scope]}</p>
        <Button
          variant="secondary"
          size="sm"
          disabled={unread === 0}
          loading={markAllRead.isPending}
          onClick={() => markAllRead.mutate(scope)}
        >
          <CheckCheck className="size-4" aria-hidden="true" />
          Mark all as read
        </Button>
      </div>
      <Card>
        <PagedListHeader id="notifications-heading" query={query}>
          Notifications
          {query.data ? (
            <span className="ml-2 text-sm font-normal text-slate-600">
              {unread === 0 ? 'All read' : `${unread} unread`}
            </span>
          ) : null}
        </PagedListHeader>
        <PagedList
          query={query}
          labelledBy="notifications-heading"
          loadingLabel="Loading notifications"
          empty={
            <EmptyState
              icon={BellOff}
              title={page > 1 ? 'Nothing on this page' : 'You’re all caught up'}
              description={
                page > 1
                  ? 'Go back to the first page to see your latest notifications.'
                  : 'When something needs your attention, it will show up here.'
              }
              action={
                page > 1 ? (
                  <Button variant="secondary" onClick={() => setPage(1)}>
                    First page
                  </Button>
                ) : undefined
              }
            />
          }
          pagesLabel="Notification pages"
          onPageChange={setPage}
        >
          {(notification) => (
            <NotificationRow key={notification.id} notification={notification} now={now} onOpen={open} />
          )}
        </PagedList>
      </Card>
    </div>
  );
}
