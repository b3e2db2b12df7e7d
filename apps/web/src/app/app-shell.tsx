// The root route: things every page has, whatever its layout.
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { ImpersonationBanner } from '#web/features/admin/components/impersonation-banner.tsx';
import { PortalSlotsProvider } from '../lib/portal-slots.tsx';
import { currentUserQueryOptions } from '../lib/session/current-user.ts';
import { DropdownCoordinator } from './dropdowns.tsx';
import { LoadingBarView } from './loading-bar-view.tsx';
import { useDocumentTitle } from './use-document-title.ts';

// Loaded once someone signs in, so signed-out pages do not carry it.
const NotificationToasts = lazy(() => import('../features/notifications/toasts/notification-toasts.tsx'));

export function AppShell() {
  useDocumentTitle();
  // The session's own query (session.tsx would import the router back: a module cycle).
  const user = useQuery(currentUserQueryOptions()).data;
  return (
    <DropdownCoordinator>
      <PortalSlotsProvider>
        <LoadingBarView />
        {user?.impersonate ? <ImpersonationBanner user={user} /> : null}
        <Outlet />
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
