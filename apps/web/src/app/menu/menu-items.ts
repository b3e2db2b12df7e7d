// The menus of SPEC.md §2 "Menus", per account area: the side bar (≥ 1280 px) and the bottom bar
// (phones) show the same items with the same words.

import { enterpriseMenuLabels } from '@hireloop/shared/enterprise-labels';
import { ENTERPRISE_SETTINGS_ROLES, roleIsAllowed } from '@hireloop/shared/roles';
import {
  BriefcaseBusiness,
  Building2,
  CalendarDays,
  CreditCard,
  FileText,
  LayoutDashboard,
  MessageSquare,
  Network,
  Settings,
  Store,
  UserRound,
  Users,
} from 'lucide-react';
import type { UserEnterprise } from '#web/lib/session/session-user.ts';
import { onlyBuiltLinks } from '../routes/built-links.ts';
import type { MenuItem } from './menu-item.ts';

/** SPEC.md §2's candidate menu, whether or not each page is built yet. */
export const CANDIDATE_MENU_SPEC: readonly MenuItem[] = [
  { label: 'Dashboard', link: '/dashboard', icon: LayoutDashboard },
  { label: 'Opportunities', link: '/opportunities', icon: BriefcaseBusiness },
  { label: 'Applications', link: '/applications', icon: FileText },
  { label: 'Interviews', link: '/interviews', icon: CalendarDays },
  { label: 'Messages', link: '/messages', icon: MessageSquare },
  { label: 'Profile', link: '/profile', icon: UserRound },
];

/** SPEC.md §2's company menu, whether or not each page is built yet. */
export const COMPANY_MENU_SPEC: readonly MenuItem[] = [
  { label: 'Dashboard', link: '/company-dashboard', icon: LayoutDashboard },
  { label: 'Opportunities', link: '/company-opportunities', icon: BriefcaseBusiness },
  { label: 'Candidates', link: '/company-candidates', icon: Users },
  { label: 'Interviews', link: '/company-interviews', icon: CalendarDays },
  { label: 'Messages', link: '/company-messages', icon: MessageSquare },
  { label: 'Company', link: '/company-profile', icon: Building2 },
];

/** The menus shown: items whose page is not built yet would only lead to Page Not Found. */
export const candidateMenu: readonly MenuItem[] = onlyBuiltLinks(CANDIDATE_MENU_SPEC, (item) => item.link);
export const companyMenu: readonly MenuItem[] = onlyBuiltLinks(COMPANY_MENU_SPEC, (item) => item.link);

/**
 * Groups, companies (named by the enterprise type), Users, Billing, and Settings for the
 * Enterprise Owner only (SPEC.md §2). Items whose page is not built yet are left out.
 */
export function enterpriseMenu(enterprise: UserEnterprise | null): MenuItem[] {
  const type = enterprise?.type ?? null;
  const labels = enterpriseMenuLabels(type);
  const items: MenuItem[] = [
    { label: labels.groups, link: '/enterprise-groups', icon: Network },
    { label: labels.companies, link: '/enterprise-companies', icon: Store },
    { label: labels.users, link: '/enterprise-access-manager', icon: Users },
    { label: labels.billing, link: '/enterprise-billing-groups', icon: CreditCard },
  ];
  if (roleIsAllowed(null, enterprise?.role, ENTERPRISE_SETTINGS_ROLES)) {
    items.push({ label: labels.settings, link: '/enterprise-settings', icon: Settings });
  }
  return onlyBuiltLinks(items, (item) => item.link);
}
