// Calendar and integration callbacks of SPEC.md §2.
import type { RouteGroup } from './route-definition.ts';

/** `/auth/{service}/{status}` accepts only these values; anything else is Page Not Found. */
export const INTEGRATION_SERVICES = ['calendar', 'indeed'] as const;
export const INTEGRATION_STATUSES = ['connected', 'not-connected'] as const;

export function isIntegrationCallback(service: string | undefined, status: string | undefined): boolean {
  return (
    (INTEGRATION_SERVICES as readonly (string | undefined)[]).includes(service) &&
    (INTEGRATION_STATUSES as readonly (string | undefined)[]).includes(status)
  );
}

export const integrationRoutes: RouteGroup[] = [
  {
    layout: 'base-light',
    meta: { requiresAuth: true },
    routes: [
      {
        path: '/calendar/create',
        meta: { title: 'Link Calendar', demoBlocked: true },
        page: () => import('#web/features/interviews/pages/link-calendar-page.tsx'),
      },
    ],
  },
  {
    layout: 'bare',
    meta: { requiresAuth: true },
    // The page checks the service and status (`@hireloop/shared/integrations`) and renders Page
    // Not Found otherwise; only `connected` marks the integration connected.
    routes: [
      {
        path: '/auth/:service/:status',
        // Unknown services and statuses are Page Not Found signed in or not, so the page itself
        // decides; recording a connection needs a session (a 401 there leads to /login).
        meta: { title: 'Integrations', requiresAuth: false },
        page: () => import('#web/features/integrations/pages/integration-callback-page.tsx'),
      },
    ],
  },
];
