// Developer tools. The server answers 404 for their APIs in production, and the pages say so.
import type { RouteGroup } from './route-definition.ts';

export const devRoutes: RouteGroup[] = [
  {
    layout: 'base-light',
    routes: [
      {
        path: '/dev/mailbox',
        meta: { title: 'Mailbox', back: '/' },
        page: () => import('#web/features/dev-mailbox/pages/mailbox-page.tsx'),
      },
    ],
  },
];
