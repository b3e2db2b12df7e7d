// The root route: things every page has, whatever its layout.
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useLayoutEffect } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { ImpersonationBanner } from '#web/features/admin/components/impersonation-banner.tsx';
import { removePageShell } from '../lib/page-shell.ts';
import { PortalSlotsProvider } from '../lib/portal-slots.tsx';
import { currentUserQueryOptions } from '../lib/session/current-user.ts';
import { useSiteSettings } from '../lib/site-settings.ts';
import { useRouteMeta } from '../lib/use-route-meta.ts';
import { DropdownCoordinator } from './dropdowns.tsx';
import { LoadingBarView } from './loading-bar-view.tsx';
import { useDocumentTitle } from './use-document-title.ts';

// Loaded once someone signs in, so signed-out pages do not carry it.
const NotificationToasts = lazy(() => import('../features/notifications/toasts/notification-toasts.tsx'));
// Only on the demo site, for its visitors (SPEC.md §4 demo banner).
const DemoBanner = lazy(() => import('../features/demo/components/demo-banner.tsx'));
// Only on pages flagged `intercom` (SPEC.md §2).
const SupportLauncher = lazy(() => import('../features/support/components/support-launcher.tsx'));

export function AppShell() {
  useDocumentTitle();
  // The session's own query (session.tsx would import the router back: a module cycle).
  const user = useQuery(currentUserQueryOptions()).data;
  const site = useSiteSettings();
  const meta = useRouteMeta();
  // The first page is on screen now: the build-time copy the HTML came with goes (decision 144).
  useLayoutEffect(removePageShell, []);
  return (
    <DropdownCoordinator>
      <PortalSlotsProvider>
        <LoadingBarView />
        {user?.impersonate ? <ImpersonationBanner user={user} /> : null}
        {user && site.demoMode ? (
          <Suspense fallback={null}>
            <DemoBanner key={user.id} userId={user.id} />
          </Suspense>
        ) : null}
        <Outlet />
        {user && meta.intercom && !meta.notBuilt ? (
          <Suspense fallback={null}>
            <SupportLauncher user={user} />
          </Suspense>
        ) : null}
        {user ? (
          <Suspense fallback={null}>
            {/* Keyed by user: another user signing in starts with no toasts and reloads them (SPEC.md §4);
                and by the account in use, whose audience decides the announcements (decision 035). */}
            <NotificationToasts
              key={`${user.id}:${user.activeCompany?.id ?? ''}:${user.activeEnterprise?.id ?? ''}`}
              userId={user.id}
            />
          </Suspense>
        ) : null}
        <ScrollRestoration />
      </PortalSlotsProvider>
    </DropdownCoordinator>
  );
}
