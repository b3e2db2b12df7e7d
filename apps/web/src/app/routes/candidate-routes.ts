// Candidate routes of SPEC.md §2.
import type { RouteGroup } from './route-definition.ts';

export const candidateRoutes: RouteGroup[] = [
  {
    layout: 'candidate',
    meta: { requiresAuth: true },
    routes: [
      {
        path: '/dashboard',
        meta: { title: 'Dashboard', useGradientBanner: true, intercom: true },
        page: () => import('#web/features/dashboard/pages/dashboard-page.tsx'),
      },
      {
        path: '/opportunities',
        meta: { title: 'Opportunities', intercom: true },
        page: () => import('#web/features/opportunities/pages/opportunities-page.tsx'),
      },
      {
        path: '/applications',
        meta: { title: 'My Applications' },
        page: () => import('#web/features/applications/pages/applications-page.tsx'),
      },
      // `/interviews?interview={id}` opens one interview's panel on this same route.
      {
        path: '/interviews',
        meta: { title: 'Interviews' },
        page: () => import('#web/features/interviews/pages/candidate-interviews-page.tsx'),
      },
      {
        path: '/interviews/:uuid',
        meta: { title: 'Interview', name: 'candidate-interview-show', hideHeader: true },
        page: () => import('#web/features/interviews/pages/interview-page.tsx'),
      },
      {
        path: '/messages',
        meta: {
          title: 'Messages',
          name: 'candidate-message-index',
          removePaddingBottom: true,
        },
        page: () => import('#web/features/messages/pages/candidate-messages-page.tsx'),
      },
      {
        path: '/account',
        meta: { title: 'Account', intercom: true },
        page: () => import('#web/features/auth/pages/account-page.tsx'),
      },
      {
        path: '/profile',
        meta: { title: 'Profile', useGradientBanner: true },
        page: () => import('#web/features/profiles/pages/profile-page.tsx'),
      },
      {
        path: '/profile/edit',
        meta: { title: 'Edit Profile', back: '/profile' },
        page: () => import('#web/features/profiles/pages/profile-edit-page.tsx'),
      },
      {
        path: '/profile/quick',
        meta: { title: 'Quick Profile' },
        page: () => import('#web/features/profiles/pages/profile-quick-page.tsx'),
      },
    ],
  },
  {
    // Notifications belong to the account in use: the personal ones, or an active enterprise's,
    // each shown in that account's layout.
    layout: 'account',
    meta: { requiresAuth: true },
    routes: [
      {
        path: '/notifications',
        meta: { title: 'Notifications' },
        page: () => import('#web/features/notifications/pages/notifications-page.tsx'),
      },
      {
        path: '/notification-preferences',
        meta: { title: 'Notification Preferences' },
        page: () => import('#web/features/notifications/pages/notification-preferences-page.tsx'),
      },
    ],
  },
  {
    // Onboarding steps of a signed-in candidate: focused pages without the side menu.
    layout: 'base-light',
    meta: { requiresAuth: true },
    routes: [
      {
        path: '/create-account',
        meta: { title: 'Create Your Account' },
        page: () => import('#web/features/profiles/pages/create-account-page.tsx'),
      },
      {
        path: '/finish-application/:uuid',
        meta: { title: 'Finish Application', back: '/applications' },
        page: () => import('#web/features/opportunities/pages/finish-application-page.tsx'),
      },
      {
        path: '/onboarding/:id',
        meta: { title: 'Onboarding' },
        page: () => import('#web/features/offers/pages/onboarding-page.tsx'),
      },
    ],
  },
  {
    // Reached from links in emails and texts; no login needed.
    layout: 'base-light',
    routes: [
      {
        path: '/schedule-interview/:uuid',
        meta: { title: 'Schedule Interview' },
        page: () => import('#web/features/interviews/pages/schedule-interview-page.tsx'),
      },
      {
        path: '/interview-scheduled',
        meta: { title: 'Interview Scheduled' },
        page: () => import('#web/features/interviews/pages/interview-scheduled-page.tsx'),
      },
      {
        path: '/offers/:uuid',
        meta: { title: 'Accept Offer Letter' },
        page: () => import('#web/features/offers/pages/accept-offer-page.tsx'),
      },
    ],
  },
];
