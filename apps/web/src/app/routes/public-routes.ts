// Public, auth and account-entry routes of SPEC.md §2 "Public and auth routes".
import type { RouteGroup } from './route-definition.ts';

export const publicRoutes: RouteGroup[] = [
  {
    layout: 'public',
    routes: [
      {
        path: '/',
        meta: { title: 'Dashboard' },
        page: () => import('#web/app/home-route.tsx'),
      },
      {
        path: '/terms-of-service',
        meta: { title: 'Terms of Service' },
        page: () => import('#web/features/legal/pages/terms-of-service-page.tsx'),
      },
      {
        path: '/privacy-policy',
        meta: { title: 'Privacy Policy' },
        page: () => import('#web/features/legal/pages/privacy-policy-page.tsx'),
      },
      {
        path: '/deals/:slug',
        meta: { title: 'Join Hireloop' },
        page: () => import('#web/features/deals/pages/deal-page.tsx'),
      },
      {
        // Linked from the server-rendered career pages (/careers/{slug}/jobs/{id}).
        path: '/careers/:slug/jobs/:id/apply',
        meta: { title: 'Apply' },
        page: () => import('#web/features/opportunities/pages/career-apply-page.tsx'),
      },
      {
        path: '/unsubscribe',
        meta: { title: 'Unsubscribe' },
        page: () => import('#web/features/notifications/pages/unsubscribe-page.tsx'),
      },
    ],
  },
  {
    layout: 'auth',
    routes: [
      {
        path: '/login',
        meta: {
          title: 'Login',
          subtitle: 'Please log in to your account',
          link: { to: '/register', label: 'Create an account' },
        },
        page: () => import('#web/features/auth/pages/login-page.tsx'),
      },
      {
        path: '/register',
        meta: {
          title: 'Register',
          subtitle: 'Already have an account?',
          link: { to: '/login', label: 'Log in' },
        },
        page: () => import('#web/features/auth/pages/register-page.tsx'),
      },
      {
        path: '/forgot-password',
        meta: {
          title: 'Forgot Password',
          subtitle: 'Remembered it?',
          link: { to: '/login', label: 'Back to login' },
        },
        page: () => import('#web/features/auth/pages/forgot-password-page.tsx'),
      },
      {
        path: '/reset-password',
        meta: { title: 'Reset Password', subtitle: 'Choose a new password for your account.' },
        page: () => import('#web/features/auth/pages/reset-password-page.tsx'),
      },
      {
        path: '/two-factor-challenge',
        meta: { title: 'Two-Factor Authentication' },
        page: () => import('#web/features/auth/pages/two-factor-challenge-page.tsx'),
      },
      {
        path: '/email/verified',
        meta: { title: 'Verify Email' },
        page: () => import('#web/features/auth/pages/email-verified-page.tsx'),
      },
    ],
  },
  {
    layout: 'bare',
    routes: [
      {
        path: '/logout',
        meta: { title: 'Logout' },
        page: () => import('#web/features/auth/pages/logout-page.tsx'),
      },
      // /redirect is answered by the server (302, or a page saying why not): docs/api/redirects.md.
      {
        path: '/stop-impersonation',
        meta: { title: 'Stop Impersonation', requiresAuth: true },
        page: () => import('#web/features/admin/pages/stop-impersonation-page.tsx'),
      },
    ],
  },
  {
    layout: 'base-light',
    routes: [
      {
        path: '/confirm',
        meta: { title: 'Confirm Your Info' },
        page: () => import('#web/features/talent-pool/pages/confirm-info-page.tsx'),
      },
      {
        path: '/still-interested',
        meta: { title: 'Take Next Steps' },
        page: () => import('#web/features/profiles/pages/still-interested-page.tsx'),
      },
      {
        path: '/reinstate-payment/:id',
        meta: { title: 'Reinstate Payment', requiresAuth: true },
        page: () => import('#web/features/billing/pages/reinstate-payment-page.tsx'),
      },
    ],
  },
  {
    layout: 'logo',
    routes: [
      {
        path: '/launch-pad',
        meta: { title: 'Launch Pad', requiresAuth: true },
        page: () => import('#web/features/accounts/pages/launch-pad-page.tsx'),
      },
    ],
  },
  {
    layout: 'main-menu',
    meta: { requiresAuth: true },
    routes: [
      {
        path: '/referrers/:id',
        meta: { title: 'Referral Portal' },
        page: () => import('#web/features/referrals/pages/referral-portal-page.tsx'),
      },
      // Super admins only, with two-factor authentication confirmed (guarded by the server too).
      {
        path: '/admin/dashboard',
        meta: { title: 'Admin Dashboard' },
        page: () => import('#web/features/admin/pages/admin-dashboard-page.tsx'),
      },
    ],
  },
];
