// The dashboard header: page title on the left; account, notifications, settings and avatar
// menus on the right. Below 1280 px the bottom bar carries notifications and settings instead.
import { clsx } from 'clsx';
import { BrandMark } from '#web/components/brand-logo.tsx';
import { useSlotRef } from '#web/lib/portal-slots.tsx';
import { pageTitle } from '#web/lib/route-meta.ts';
import { useRouteMeta } from '#web/lib/use-route-meta.ts';
import type { MenuArea } from '../menu/menu-item.ts';
import { AccountSwitcher } from './account-switcher.tsx';
import { AvatarMenu } from './avatar-menu.tsx';
import { NotificationsLink } from './notifications-link.tsx';
import { SettingsDropdown } from './settings-dropdown.tsx';

export function TopHeader({ area, onGradient = false }: { area: MenuArea; onGradient?: boolean }) {
  const title = pageTitle(useRouteMeta());
  const foldedNotificationsSlot = useSlotRef('live-notifications-folded');
  return (
    <header
      className={clsx(
        'z-20',
        // On the gradient banner the header scrolls away with it; elsewhere it stays in view.
        // It sticks below the impersonation banner while there is one (features/admin sets the variable).
        onGradient
          ? 'relative'
          : 'sticky top-[var(--impersonation-banner-height,0px)] border-b border-slate-200 bg-white/90 backdrop-blur',
      )}
    >
      <div className="flex h-16 items-center gap-3 px-4 sm:px-6 xl:px-8">
        <BrandMark className="size-7 xl:hidden" />
        <h1
          className={clsx(
            'min-w-0 flex-1 truncate text-lg font-semibold tracking-tight sm:text-xl',
            onGradient ? 'text-white' : 'text-slate-900',
          )}
        >
          {title}
        </h1>
        <div className="flex items-center gap-1 sm:gap-2">
          {/* The folded live notifications panel: a button here, never floating over the page. */}
          <div ref={foldedNotificationsSlot} className="contents" />
          <AccountSwitcher onGradient={onGradient} />
          <div className="hidden items-center gap-1 xl:flex">
            <NotificationsLink area={area} onGradient={onGradient} />
            <SettingsDropdown area={area} onGradient={onGradient} />
          </div>
          <AvatarMenu area={area} onGradient={onGradient} />
        </div>
      </div>
    </header>
  );
}
