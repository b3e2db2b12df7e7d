// The desktop side bar (≥ 1280 px): 240 px open, 80 px closed, icons only when closed.
import { MENU } from '@hireloop/shared/constants';
import { clsx } from 'clsx';
import { PanelLeftClose, PanelLeftOpen } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { BrandLogo } from '#web/components/brand-logo.tsx';
import { BetaBadge } from './beta-badge.tsx';
import type { MenuItem } from './menu-item.ts';
import { isMenuItemActive } from './menu-rules.ts';
import { hasUnreadMessagesBadge, UnreadMessagesBadge } from './unread-messages-badge.tsx';

interface SideMenuProps {
  items: readonly MenuItem[];
  homeLink: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function SideMenu({ items, homeLink, open, onOpenChange }: SideMenuProps) {
  const { pathname } = useLocation();
  // Below the impersonation banner while there is one (features/admin sets the variable).
  return (
    <aside
      className="fixed top-[var(--impersonation-banner-height,0px)] bottom-0 left-0 z-30 hidden flex-col border-r border-slate-200 bg-white transition-[width] duration-200 xl:flex"
      style={{ width: open ? MENU.openWidthPx : MENU.closedWidthPx }}
    >
      <div className={clsx('flex h-16 items-center', open ? 'px-6' : 'justify-center')}>
        <BrandLogo to={homeLink} compact={!open} />
      </div>
      <nav id="side-menu" aria-label="Main" className="flex-1 overflow-y-auto px-3 py-4">
        <ul className="space-y-1">
          {items.map((item) => {
            const active = isMenuItemActive(pathname, item.link);
            const Icon = item.icon;
            return (
              <li key={item.link}>
                <Link
                  to={item.link}
                  aria-current={active ? 'page' : undefined}
                  title={open ? undefined : item.label}
                  className={clsx(
                    'group flex h-11 items-center gap-3 rounded-lg text-sm font-medium transition-colors',
                    open ? 'px-3' : 'justify-center',
                    active
                      ? 'bg-brand-50 text-brand-700'
                      : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900',
                  )}
                >
                  <span className="relative flex shrink-0">
                    <Icon
                      className={clsx(
                        'size-5 shrink-0',
                        active ? 'text-brand-600' : 'text-slate-500 group-hover:text-slate-700',
                      )}
                      aria-hidden="true"
                    />
                    {!open && hasUnreadMessagesBadge(item.link) ? (
                      <UnreadMessagesBadge link={item.link} placement="corner" />
                    ) : null}
                  </span>
                  <span data-menu-label className={clsx('flex-1 truncate', !open && 'sr-only')}>
                    {item.label}
                  </span>
                  {open && hasUnreadMessagesBadge(item.link) ? (
                    <UnreadMessagesBadge link={item.link} placement="inline" />
                  ) : null}
                  {item.beta && open ? <BetaBadge /> : null}
                  {item.beta && !open ? <span className="sr-only">(Beta)</span> : null}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <div className="border-t border-slate-200 p-3">
        <button
          type="button"
          onClick={() => onOpenChange(!open)}
          aria-expanded={open}
          aria-controls="side-menu"
          className={clsx(
            'flex h-10 w-full items-center gap-3 rounded-lg text-sm font-medium text-slate-600 hover:bg-slate-100 hover:text-slate-900',
            open ? 'px-3' : 'justify-center',
          )}
        >
          {open ? (
            <PanelLeftClose className="size-5" aria-hidden="true" />
          ) : (
            <PanelLeftOpen className="size-5" aria-hidden="true" />
          )}
          <span className={clsx(!open && 'sr-only')}>{open ? 'Collapse menu' : 'Expand menu'}</span>
        </button>
      </div>
    </aside>
  );
}
