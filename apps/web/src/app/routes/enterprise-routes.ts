// Enterprise routes of SPEC.md §2: an active enterprise required unless stated.
import type { RouteGroup } from './route-definition.ts';

export const enterpriseRoutes: RouteGroup[] = [
  {
    layout: 'enterprise',
    meta: { requiresAuth: true, requiresActiveEnterprise: true },
    routes: [
      { path: '/enterprise-groups', meta: { title: 'Groups', notBuilt: true } },
      { path: '/enterprise-groups/create', meta: { title: 'Create Group', notBuilt: true } },
      { path: '/enterprise-groups/:id', meta: { title: 'Group', notBuilt: true } },
      { path: '/enterprise-companies', meta: { title: 'Companies', notBuilt: true } },
      { path: '/enterprise-companies/create', meta: { title: 'Add Company', notBuilt: true } },
      { path: '/enterprise-companies/:id', meta: { title: 'Company', notBuilt: true } },
      { path: '/enterprise-templates', meta: { title: 'Templates', notBuilt: true } },
      { path: '/enterprise-billing-groups', meta: { title: 'Billing', notBuilt: true } },
      { path: '/enterprise-billing-groups/create', meta: { title: 'Create Billing Group', notBuilt: true } },
      { path: '/enterprise-billing-groups/:id', meta: { title: 'Billing Group', notBuilt: true } },
      { path: '/enterprise-access-manager', meta: { title: 'Users', notBuilt: true } },
      { path: '/enterprise-access-manager/create', meta: { title: 'Invite New User', notBuilt: true } },
      { path: '/enterprise-access-manager/:id', meta: { title: 'Manage Access', notBuilt: true } },
      { path: '/enterprise-account', meta: { title: 'Account', notBuilt: true } },
      { path: '/enterprise-profile/edit', meta: { title: 'Edit Enterprise Profile', notBuilt: true } },
      {
        path: '/enterprise-settings',
        meta: { title: 'Settings', roles: ['Enterprise Owner'], notBuilt: true },
      },
    ],
  },
  {
    // Invitations arrive by email with a token; no login needed to open them.
    layout: 'base-light',
    routes: [
      { path: '/enterprise-group-invitations/:token', meta: { title: 'Join Group', notBuilt: true } },
      { path: '/enterprise-invitations/:token', meta: { title: 'Accept Invitation', notBuilt: true } },
    ],
  },
];
