import type { NotificationScope } from '@hireloop/shared/notifications';
import { clsx } from 'clsx';
import { Bell } from 'lucide-react';
import { Link } from 'react-router';
import { headerIconButtonClasses } from '#web/components/header-icon-button.ts';
import { useUnreadNotificationCount } from '#web/features/notifications/api/notifications.ts';
import type { MenuArea } from '../menu/menu-item.ts';
import { AREA_LINKS } from '../menu/menu-rules.ts';

/** The inbox an area's bell opens: that of the account in use. */
const AREA_SCOPES: Record<MenuArea, NotificationScope> = {
  candidate: 'candidate',
  company: 'company',
  enterprise: 'enterprise',
};

/** "9+" keeps the badge small; the inbox says the exact number. */
function badgeText(count: number): string {
  return count > 9 ? '9+' : String(count);
}

export function NotificationsLink({ area, onGradient = false }: { area: MenuArea; onGradient?: boolean }) {
  // Refreshed when a `notification.created` event arrives or something is marked read.
  const unread = useUnreadNotificationCount(AREA_SCOPES[area]).data ?? 0;
  return (
    <Link
      to={AREA_LINKS[area].notifications}
      className={clsx(headerIconButtonClasses(onGradient), 'relative')}
      aria-label={unread > 0 ? `Notifications, ${unread} unread` : 'Notifications'}
    >
      <Bell className="size-5" aria-hidden="true" />
      {unread > 0 ? (
        <span
          aria-hidden="true"
          className="absolute -top-0.5 -right-0.5 flex h-4.5 min-w-4.5 items-center justify-center rounded-full bg-red-600 px-1 text-[0.625rem] leading-none font-bold text-white ring-2 ring-white"
        >
          {badgeText(unread)}
        </span>
      ) : null}
    </Link>
  );
}
