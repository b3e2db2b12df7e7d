// Enterprise routes of SPEC.md §2: an active enterprise required unless stated.
import { ENTERPRISE_SETTINGS_ROLES } from '@hireloop/shared/roles';
import { PROFILE_EDITOR_ROLES } from '#web/features/enterprises/profile-editor-roles.ts';
import type { RouteGroup } from './route-definition.ts';

export const enterpriseRoutes: RouteGroup[] = [
  {
    // Upgrading turns the active company into the first location of a new enterprise.
    layout: 'company',
    meta: { requiresAuth: true, requiresActiveCompany: true },
    routes: [
      {
        path: '/add-location',
        meta: { title: 'Add Location', roles: ['Company Admin'] },
        page: () => import('#web/features/enterprises/pages/add-location-page.tsx'),
      },
    ],
  },
  {
    layout: 'enterprise',
    meta: { requiresAuth: true, requiresActiveEnterprise: true },
    routes: [
      {
        path: '/enterprise-groups',
        meta: { title: 'Dashboard', intercom: true },
        page: () => import('#web/features/enterprises/pages/groups-page.tsx'),
      },
      {
        path: '/enterprise-groups/create',
        meta: { title: 'Create Group', roles: ['Enterprise Owner'] },
        page: () => import('#web/features/enterprises/pages/group-create-page.tsx'),
      },
      {
        path: '/enterprise-groups/:id',
        meta: { title: 'Group' },
        page: () => import('#web/features/enterprises/pages/group-page.tsx'),
      },
      {
        path: '/enterprise-companies',
        meta: { title: 'Companies' },
        page: () => import('#web/features/enterprises/pages/locations-page.tsx'),
      },
      {
        path: '/enterprise-companies/create',
        meta: { title: 'Add Company', roles: ['Enterprise Owner', 'Enterprise Admin'] },
        page: () => import('#web/features/enterprises/pages/location-create-page.tsx'),
      },
      {
        path: '/enterprise-companies/:id',
        meta: { title: 'Company' },
        page: () => import('#web/features/enterprises/pages/location-page.tsx'),
      },
      {
        // Reached from the dashboard (/enterprise-groups), not the side menu: decision 102.
        path: '/enterprise-templates',
        meta: { title: 'Templates', back: '/enterprise-groups' },
        page: () => import('#web/features/templates/pages/enterprise-templates-page.tsx'),
      },
      {
        path: '/enterprise-templates/create',
        meta: {
          title: 'Create Template',
          back: '/enterprise-templates',
          roles: ['Enterprise Owner', 'Enterprise Admin'],
        },
        page: () => import('#web/features/templates/pages/create-enterprise-template-page.tsx'),
      },
      {
        path: '/enterprise-templates/:id',
        meta: { title: 'Template', back: '/enterprise-templates' },
        page: () => import('#web/features/templates/pages/enterprise-template-page.tsx'),
      },
      {
        path: '/enterprise-billing-groups',
        meta: { title: 'Billing' },
        page: () => import('#web/features/enterprises/pages/billing-groups-page.tsx'),
      },
      {
        path: '/enterprise-billing-groups/create',
        meta: { title: 'Create Billing Group', roles: ['Enterprise Owner'] },
        page: () => import('#web/features/enterprises/pages/billing-group-create-page.tsx'),
      },
      {
        path: '/enterprise-billing-groups/:id',
        meta: { title: 'Billing Group' },
        page: () => import('#web/features/enterprises/pages/billing-group-page.tsx'),
      },
      {
        path: '/enterprise-access-manager',
        meta: { title: 'Users' },
        page: () => import('#web/features/enterprises/pages/access-manager-page.tsx'),
      },
      {
        path: '/enterprise-access-manager/create',
        meta: { title: 'Invite New User', demoBlocked: true },
        page: () => import('#web/features/enterprises/pages/invite-user-page.tsx'),
      },
      {
        path: '/enterprise-access-manager/:id',
        meta: { title: 'Manage Access' },
        page: () => import('#web/features/enterprises/pages/manage-access-page.tsx'),
      },
      {
        path: '/enterprise-account',
        meta: { title: 'Account' },
        page: () => import('#web/features/enterprises/pages/enterprise-account-page.tsx'),
      },
      {
        path: '/enterprise-profile/edit',
        meta: { title: 'Edit Enterprise Profile', back: '/enterprise-account', roles: PROFILE_EDITOR_ROLES },
        page: () => import('#web/features/enterprises/pages/enterprise-profile-edit-page.tsx'),
      },
      {
        path: '/enterprise-settings',
        meta: { title: 'Settings', roles: ENTERPRISE_SETTINGS_ROLES },
        page: () => import('#web/features/enterprises/pages/enterprise-settings-page.tsx'),
      },
    ],
  },
  {
    // Invitations arrive by email with a token; no login needed to open them.
    layout: 'base-light',
    routes: [
      {
        path: '/enterprise-group-invitations/:token',
        meta: { title: 'Join Group' },
        page: () => import('#web/features/invitations/pages/enterprise-group-invitation-page.tsx'),
      },
      {
        path: '/enterprise-invitations/:token',
        meta: { title: 'Accept Invitation' },
        page: () => import('#web/features/invitations/pages/enterprise-invitation-page.tsx'),
      },
    ],
  },
];
