// The menu below 1280 px: the area's items (minus interview pages) along the bottom edge, and a
// "More" menu with the account items the header shows on wide screens.
import { clsx } from 'clsx';
import { Ellipsis } from 'lucide-react';
import { lazy } from 'react';
import { Link, useLocation } from 'react-router';
import { DropdownOnDemand } from '#web/components/dropdown-on-demand.tsx';
import { useDropdown } from '../dropdowns.tsx';
import { BetaBadge } from './beta-badge.tsx';
import type { MenuItem } from './menu-item.ts';
import { isMenuItemActive } from './menu-rules.ts';
import { hasUnreadMessagesBadge, UnreadMessagesBadge } from './unread-messages-badge.tsx';

const MoreMenuPanel = lazy(() => import('./more-menu-panel.tsx'));

interface BottomBarProps {
  items: readonly MenuItem[];
  extraItems: readonly MenuItem[];
}

// Every item shows its whole label, in the words of the side menu: items share the bar equally but
// never shrink below their longest word (min-width: auto of a flex item), and a two-word label
// ("Client Accounts") wraps onto a second line instead of being cut short.
const tabClasses = (active: boolean) =>
  clsx(
    'relative flex h-full w-full flex-col items-center justify-center gap-0.5 rounded-lg px-0.5 text-center text-[0.625rem] leading-tight font-medium transition-colors',
    active ? 'text-brand-700' : 'text-slate-600 hover:text-slate-900',
  );

export function BottomBar({ items, extraItems }: BottomBarProps) {
  const { pathname } = useLocation();
  const more = useDropdown('more');
  const moreActive = extraItems.some((item) => isMenuItemActive(pathname, item.link));
  return (
    <nav
      aria-label="Main"
      className="fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white/95 pb-[env(safe-area-inset-bottom)] backdrop-blur xl:hidden"
    >
      <ul className="mx-auto flex h-16 max-w-2xl items-stretch gap-0.5 px-1 py-1.5">
        {items.map((item) => {
          const active = isMenuItemActive(pathname, item.link);
          const Icon = item.icon;
          return (
            <li key={item.link} className="flex flex-1">
              <Link to={item.link} aria-current={active ? 'page' : undefined} className={tabClasses(active)}>
                <span className="relative flex">
                  <Icon className="size-5" aria-hidden="true" />
                  {hasUnreadMessagesBadge(item.link) ? (
                    <UnreadMessagesBadge link={item.link} placement="corner" />
                  ) : null}
                </span>
                <span data-menu-label>{item.label}</span>
                {item.beta ? (
                  <span className="absolute top-0 right-1">
                    <BetaBadge />
                  </span>
                ) : null}
              </Link>
            </li>
          );
        })}
        <li className="flex flex-1">
          {/* Coordinated like the header menus: a route change closes it. */}
          <DropdownOnDemand
            dropdown={more}
            trigger={{
              className: tabClasses(moreActive),
              content: (
                <>
                  <Ellipsis className="size-5" aria-hidden="true" />
                  <span data-menu-label>More</span>
                </>
              ),
            }}
            panel={<MoreMenuPanel items={extraItems} />}
          />
        </li>
      </ul>
    </nav>
  );
}
