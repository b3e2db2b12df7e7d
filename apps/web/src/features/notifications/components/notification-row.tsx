// One notification of an inbox. Unread ones stand out (tinted, bold, a dot); opening one marks it
// read and follows its link.
import { relativeTime } from '@hireloop/shared/time';
import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { isBuiltLink } from '#web/lib/route-table.ts';
import type { Notification } from '../api/notifications.ts';
import { NotificationTypeIcon } from './notification-type-icon.tsx';

interface NotificationRowProps {
  notification: Notification;
  now: Date;
  onOpen: (notification: Notification) => void;
}

const rowClasses =
  'flex w-full items-start gap-3 px-4 py-4 text-left transition-colors hover:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600 sm:px-6';

function isAppPath(link: string): boolean {
  return link.startsWith('/') && !link.startsWith('//');
}

export function NotificationRow({ notification, now, onOpen }: NotificationRowProps) {
  const unread = notification.readAt === null;
  const content: ReactNode = (
    <>
      <NotificationTypeIcon type={notification.type} />
      <span className="min-w-0 flex-1">
        <span className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5">
          <span className={clsx('text-sm text-slate-900', unread ? 'font-semibold' : 'font-medium')}>
            {notification.title}
          </span>
          <time dateTime={notification.createdAt} className="shrink-0 text-xs text-slate-600">
            {relativeTime(notification.createdAt, now)}
          </time>
        </span>
        {notification.body ? (
          <span className="mt-0.5 block text-sm break-words text-slate-600">{notification.body}</span>
        ) : null}
        <span className="mt-1 block text-xs font-medium text-slate-600">
          {notification.typeLabel}
          {unread ? <span className="sr-only"> · Unread</span> : null}
        </span>
      </span>
      <span
        className={clsx('mt-1.5 size-2.5 shrink-0 rounded-full', unread ? 'bg-brand-600' : 'bg-transparent')}
        aria-hidden="true"
      />
    </>
  );
  const classes = clsx(rowClasses, unread && 'bg-brand-50/60');
  // A link to a page that is not built yet would lead to Page Not Found: the row only marks read.
  const link = notification.link && isBuiltLink(notification.link) ? notification.link : null;

  return (
    <li>
      {link && isAppPath(link) ? (
        <Link to={link} className={classes} onClick={() => onOpen(notification)}>
          {content}
        </Link>
      ) : link ? (
        <a href={link} className={classes} onClick={() => onOpen(notification)}>
          {content}
        </a>
      ) : (
        <button type="button" className={classes} onClick={() => onOpen(notification)}>
          {content}
        </button>
      )}
    </li>
  );
}
