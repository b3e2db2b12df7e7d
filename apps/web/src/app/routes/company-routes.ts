// Company routes of SPEC.md §2: login and an active company required unless stated.
import { FREE_TRIAL_DAYS } from '@hireloop/shared/constants';
import { COMPANY_PROFILE_EDIT_ROLES, TEAM_MEMBERS_PAGE_ROLES } from '@hireloop/shared/roles';
import type { AppRole } from '#web/lib/route-meta.ts';
import type { RouteGroup } from './route-definition.ts';

// SPEC.md §6 leaves the exact roles of these pages open; these follow the role ladder there
// (Admins bill, Managers edit the location profile, Recruiters manage their team).
const BILLING_ROLES: readonly AppRole[] = ['Company Admin'];
/** Imports add to the talent pool: those who keep it (Recruiter and above). */
const IMPORT_ROLES: readonly AppRole[] = ['Company Admin', 'Manager', 'Recruiter'];
const OPPORTUNITY_EDITOR_ROLES: readonly AppRole[] = ['Company Admin', 'Manager', 'Recruiter'];

export const companyRoutes: RouteGroup[] = [
  {
    layout: 'company',
    meta: { requiresAuth: true, requiresActiveCompany: true },
    routes: [
      {
        path: '/company-dashboard',
        meta: { title: 'Dashboard', useGradientBanner: true, intercom: true },
        page: () => import('#web/features/companies/pages/company-dashboard-page.tsx'),
      },
      {
        path: '/company-opportunities',
        meta: { title: 'Opportunities' },
        page: () => import('#web/features/opportunities-admin/pages/company-opportunities-page.tsx'),
      },
      {
        path: '/company-opportunities/create',
        meta: { title: 'Create Opportunity', roles: OPPORTUNITY_EDITOR_ROLES },
        page: () => import('#web/features/opportunities-admin/pages/create-opportunity-page.tsx'),
      },
      {
        path: '/company-opportunities/:id',
        meta: { title: 'Opportunity' },
        page: () => import('#web/features/pipeline/pages/opportunity-board-page.tsx'),
      },
      {
        path: '/company-opportunities/:id/edit',
        meta: { title: 'Edit Opportunity', roles: OPPORTUNITY_EDITOR_ROLES },
        page: () => import('#web/features/opportunities-admin/pages/edit-opportunity-page.tsx'),
      },
      {
        path: '/company-templates',
        meta: { title: 'Templates' },
        page: () => import('#web/features/templates/pages/company-templates-page.tsx'),
      },
      {
        path: '/company-templates/create',
        meta: { title: 'Create Template', roles: OPPORTUNITY_EDITOR_ROLES },
        page: () => import('#web/features/templates/pages/create-template-page.tsx'),
      },
      // Editors edit it here; Team Members see it read-only.
      {
        path: '/company-templates/:id',
        meta: { title: 'Template' },
        page: () => import('#web/features/templates/pages/template-page.tsx'),
      },
      {
        path: '/company-candidates',
        meta: { title: 'Candidates' },
        page: () => import('#web/features/pipeline/pages/company-candidates-page.tsx'),
      },
      {
        path: '/company-offers',
        // Offers carry pay: Recruiters and above (docs/api/offers.md "Who may").
        meta: { title: 'Offers', roles: OPPORTUNITY_EDITOR_ROLES },
        page: () => import('#web/features/offers/pages/company-offers-page.tsx'),
      },
      {
        path: '/company-onboarding-checklist',
        // Read by Recruiters and above, changed by Managers and Admins (docs/api/offers.md).
        meta: { title: 'Onboarding Checklist', roles: OPPORTUNITY_EDITOR_ROLES },
        page: () => import('#web/features/offers/pages/onboarding-checklist-page.tsx'),
      },
      {
        path: '/company-file-library',
        // The library's API admits Recruiters and above (files.policy.ts).
        meta: { title: 'File Library', roles: OPPORTUNITY_EDITOR_ROLES },
        page: () => import('#web/features/file-library/pages/file-library-page.tsx'),
      },
      {
        path: '/company-candidates/rolodex-contact/create',
        // The talent pool is kept by Recruiters and above (docs/api/pipeline.md "Who may").
        meta: { title: 'Add Contact', roles: OPPORTUNITY_EDITOR_ROLES },
        page: () => import('#web/features/talent-pool/pages/create-contact-page.tsx'),
      },
      // `/company-interviews?interview={id}` opens one interview's panel on this same route.
      {
        path: '/company-interviews',
        meta: { title: 'Interviews' },
        page: () => import('#web/features/interviews/pages/company-interviews-page.tsx'),
      },
      {
        path: '/company-interviews/create',
        // Scheduling is for Recruiters and above (docs/api/interviews.md "Who may").
        meta: { title: 'Schedule Interview', roles: OPPORTUNITY_EDITOR_ROLES },
        page: () => import('#web/features/interviews/pages/create-interview-page.tsx'),
      },
      {
        path: '/company-interviews/:uuid',
        meta: { title: 'Interview', name: 'company-interview-show', hideHeader: true },
        page: () => import('#web/features/interviews/pages/interview-page.tsx'),
      },
      {
        path: '/demo-interview',
        meta: { title: 'Demo Interview', hideHeader: true },
        page: () => import('#web/features/interviews/pages/demo-interview-page.tsx'),
      },
      {
        path: '/company-messages',
        meta: { title: 'Messages', name: 'company-message-index', removePaddingBottom: true },
        page: () => import('#web/features/messages/pages/company-messages-page.tsx'),
      },
      {
        path: '/company-notifications',
        meta: { title: 'Notifications' },
        page: () => import('#web/features/notifications/pages/company-notifications-page.tsx'),
      },
      {
        path: '/company-notification-preferences',
        meta: { title: 'Notification Preferences' },
        page: () => import('#web/features/notifications/pages/company-notification-preferences-page.tsx'),
      },
      {
        path: '/company-account',
        meta: { title: 'Account', intercom: true },
        page: () => import('#web/features/companies/pages/company-account-page.tsx'),
      },
      {
        path: '/company-profile',
        meta: { title: 'Company', useGradientBanner: true },
        page: () => import('#web/features/companies/pages/company-profile-page.tsx'),
      },
      {
        path: '/company-profile/edit',
        meta: {
          title: 'Edit Company Profile',
          back: '/company-profile',
          roles: COMPANY_PROFILE_EDIT_ROLES,
        },
        page: () => import('#web/features/companies/pages/company-profile-edit-page.tsx'),
      },
      {
        path: '/company-profile/quick',
        meta: { title: 'Quick Company Profile', roles: COMPANY_PROFILE_EDIT_ROLES },
        page: () => import('#web/features/companies/pages/company-profile-quick-page.tsx'),
      },
      {
        path: '/team-members',
        meta: { title: 'Team Members', roles: TEAM_MEMBERS_PAGE_ROLES },
        page: () => import('#web/features/team/pages/team-members-page.tsx'),
      },
      {
        path: '/activities/:userId',
        meta: { title: 'User Activity Report', roles: ['Company Admin'] },
        page: () => import('#web/features/activities/pages/activity-report-page.tsx'),
      },
      {
        path: '/widgets',
        meta: { title: 'Widgets' },
        page: () => import('#web/features/widgets/pages/widgets-page.tsx'),
      },
      {
        path: '/integrations',
        meta: { title: 'Integrations', demoBlocked: true },
        page: () => import('#web/features/integrations/pages/integrations-page.tsx'),
      },
      {
        path: '/company-billing',
        meta: { title: 'Billing', roles: BILLING_ROLES, intercom: true },
        page: () => import('#web/features/billing/pages/company-billing-page.tsx'),
      },
      {
        path: '/company-billing/edit',
        meta: {
          title: 'Manage Plan & Payment',
          back: '/company-billing',
          roles: BILLING_ROLES,
          demoBlocked: true,
        },
        page: () => import('#web/features/billing/pages/manage-billing-page.tsx'),
      },
      {
        path: '/company-invoices/:id',
        meta: { title: 'Invoice', back: '/company-billing', roles: BILLING_ROLES },
        page: () => import('#web/features/billing/pages/invoice-page.tsx'),
      },
      {
        path: '/user-imports',
        meta: { title: 'User Imports', roles: IMPORT_ROLES },
        page: () => import('#web/features/imports/pages/user-imports-page.tsx'),
      },
      {
        path: '/user-imports/create',
        meta: { title: 'Import Users', back: '/user-imports', roles: IMPORT_ROLES, demoBlocked: true },
        page: () => import('#web/features/imports/pages/create-import-page.tsx'),
      },
      {
        path: '/user-imports/:id',
        meta: { title: 'User Import', back: '/user-imports', roles: IMPORT_ROLES },
        page: () => import('#web/features/imports/pages/user-import-page.tsx'),
      },
      {
        path: '/career-pages/edit',
        meta: { title: 'Career Page Builder' },
        page: () => import('#web/features/career-pages/pages/career-page-builder-page.tsx'),
      },
    ],
  },
  {
    // A printable candidate profile: no chrome at all.
    layout: 'headless',
    meta: { requiresAuth: true, requiresActiveCompany: true },
    routes: [
      {
        path: '/company-candidates/:id/print',
        meta: { title: 'Candidate Profile' },
        page: () => import('#web/features/pipeline/pages/candidate-print-page.tsx'),
      },
    ],
  },
  {
    // Creating a company happens before one is active.
    layout: 'base-light',
    meta: { requiresAuth: true },
    routes: [
      {
        path: '/create-company',
        meta: { title: 'Create Company' },
        page: () => import('#web/features/companies/pages/create-company-page.tsx'),
      },
      // Same screen as /create-company.
      {
        path: '/activate-trial',
        meta: { title: `Activate Your Free ${FREE_TRIAL_DAYS}-Day Trial` },
        page: () => import('#web/features/companies/pages/create-company-page.tsx'),
      },
      // /add-location (upgrade to an enterprise) is declared with the enterprise routes.
    ],
  },
  {
    layout: 'base-light',
    routes: [
      {
        path: '/accept-invitation/:token',
        meta: { title: 'Accept Invitation' },
        page: () => import('#web/features/invitations/pages/accept-invitation-page.tsx'),
      },
    ],
  },
];
