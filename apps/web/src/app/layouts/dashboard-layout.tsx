// Shared frame of the candidate, company and enterprise dashboards: side bar (≥ 1280 px) or
// bottom bar, header with the page title and account menus, the page, the footer.
import { MENU } from '@hireloop/shared/constants';
import { clsx } from 'clsx';
import { type CSSProperties, useCallback } from 'react';
import { Outlet } from 'react-router';
import { useSlotRef } from '#web/lib/portal-slots.tsx';
import { useSession } from '#web/lib/session/session.tsx';
import { useRouteMeta } from '#web/lib/use-route-meta.ts';
import { TopHeader } from '../header/top-header.tsx';
import { BottomBar } from '../menu/bottom-bar.tsx';
import type { MenuArea, MenuItem } from '../menu/menu-item.ts';
import { bottomBarExtraItems, bottomBarItems } from '../menu/menu-rules.ts';
import { SideMenu } from '../menu/side-menu.tsx';
import { useMenuOpen } from '../menu/use-menu-open.ts';
import { SiteFooter } from './site-footer.tsx';
import { SkipLink } from './skip-link.tsx';

interface DashboardLayoutProps {
  area: MenuArea;
  items: readonly MenuItem[];
  /** Where the logo leads: the area's dashboard. */
  homeLink: string;
}

export function DashboardLayout({ area, items, homeLink }: DashboardLayoutProps) {
  const meta = useRouteMeta();
  const { user } = useSession();
  const [menuOpen, setMenuOpen] = useMenuOpen();
  const gradient = Boolean(meta.useGradientBanner);
  const menuWidth = menuOpen ? MENU.openWidthPx : MENU.closedWidthPx;
  const registerSlot = useSlotRef('live-notifications');
  // The gradient banner grows by the open panel's height, so the page's heading stays on it. The
  // observer writes the height straight onto the page's column, in the frame the panel changed size:
  // through React state the banner trailed the heading by a render, and the heading's light text sat
  // on the white page meanwhile (an axe contrast failure, and a visible flash).
  const liveNotificationsSlot = useCallback(
    (element: HTMLDivElement | null) => {
      if (!element) return;
      const unregister = registerSlot(element);
      const column = element.closest<HTMLElement>('[data-page-column]');
      const observer = new ResizeObserver(() =>
        column?.style.setProperty('--live-notifications-height', `${element.offsetHeight}px`),
      );
      observer.observe(element);
      return () => {
        observer.disconnect();
        unregister();
      };
    },
    [registerSlot],
  );

  return (
    <div className="min-h-dvh bg-slate-50">
      <SkipLink />
      <SideMenu items={items} homeLink={homeLink} open={menuOpen} onOpenChange={setMenuOpen} />
      <div
        data-page-column
        className="relative flex min-h-dvh flex-col transition-[padding] duration-200 xl:pl-(--menu-width)"
        style={{ '--menu-width': `${menuWidth}px` } as CSSProperties}
      >
        {gradient ? (
          <div
            className="absolute inset-x-0 top-0 h-[calc(14rem+var(--live-notifications-height,0px))] bg-gradient-to-r from-brand-700 via-brand-600 to-accent-600 xl:left-(--menu-width)"
            aria-hidden="true"
          />
        ) : null}
        {meta.hideHeader ? null : <TopHeader area={area} onGradient={gradient} />}
        <main
          id="main"
          className={clsx(
            'relative flex-1 px-4 pt-6 sm:px-6 xl:px-8',
            // The bottom bar covers the last 4rem below 1280 px; keep content clear of it.
            meta.removePaddingBottom ? 'pb-16 xl:pb-0' : 'pb-24 xl:pb-10',
          )}
        >
          {/* The live notifications panel, in the flow: it pushes the page down, never covers it. */}
          <div ref={liveNotificationsSlot} className="relative z-10" />
          <Outlet />
        </main>
        <SiteFooter className="mb-16 bg-white xl:mb-0" />
      </div>
      <BottomBar items={bottomBarItems(items)} extraItems={bottomBarExtraItems(area, user)} />
    </div>
  );
}
