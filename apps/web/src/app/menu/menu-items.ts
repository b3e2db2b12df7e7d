// The side menus of SPEC.md §2 "Menus", per account area.
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
import type { EnterpriseType, UserEnterprise } from '../session-user.ts';
import type { MenuItem } from './menu-item.ts';

export const candidateMenu: readonly MenuItem[] = [
  { label: 'Dashboard', shortLabel: 'Home', link: '/dashboard', icon: LayoutDashboard },
  { label: 'Opportunities', shortLabel: 'Jobs', link: '/opportunities', icon: BriefcaseBusiness },
  { label: 'Applications', shortLabel: 'Applied', link: '/applications', icon: FileText },
  { label: 'Interviews', link: '/interviews', icon: CalendarDays },
  { label: 'Messages', link: '/messages', icon: MessageSquare },
  { label: 'Profile', link: '/profile', icon: UserRound },
];

export const companyMenu: readonly MenuItem[] = [
  { label: 'Dashboard', shortLabel: 'Home', link: '/company-dashboard', icon: LayoutDashboard },
  { label: 'Opportunities', shortLabel: 'Jobs', link: '/company-opportunities', icon: BriefcaseBusiness },
  { label: 'Candidates', shortLabel: 'Talent', link: '/company-candidates', icon: Users },
  { label: 'Interviews', link: '/company-interviews', icon: CalendarDays },
  { label: 'Messages', link: '/company-messages', icon: MessageSquare },
  { label: 'Company', link: '/company-profile', icon: Building2 },
];

/** Group and company nouns per enterprise type (SPEC.md §1). */
interface EnterpriseNouns {
  groups: string;
  companies: string;
  /** Bottom-bar forms of the same nouns. */
  shortGroups: string;
  shortCompanies: string;
}

const ENTERPRISE_NOUNS: Record<EnterpriseType, EnterpriseNouns> = {
  franchise: {
    groups: 'Franchisees',
    companies: 'Locations',
    shortGroups: 'Groups',
    shortCompanies: 'Locations',
  },
  staffing_agency: {
    groups: 'Clients',
    companies: 'Client Accounts',
    shortGroups: 'Clients',
    shortCompanies: 'Accounts',
  },
  corporate_chain: {
    groups: 'Regions',
    companies: 'Locations',
    shortGroups: 'Regions',
    shortCompanies: 'Locations',
  },
};

const DEFAULT_ENTERPRISE_NOUNS: EnterpriseNouns = {
  groups: 'Groups',
  companies: 'Companies',
  shortGroups: 'Groups',
  shortCompanies: 'Companies',
};

/** Groups, companies, Users, Billing, and Settings for the Enterprise Owner only. */
export function enterpriseMenu(enterprise: UserEnterprise | null): MenuItem[] {
  const nouns = enterprise ? ENTERPRISE_NOUNS[enterprise.type] : DEFAULT_ENTERPRISE_NOUNS;
  const items: MenuItem[] = [
    { label: nouns.groups, shortLabel: nouns.shortGroups, link: '/enterprise-groups', icon: Network },
    { label: nouns.companies, shortLabel: nouns.shortCompanies, link: '/enterprise-companies', icon: Store },
    { label: 'Users', link: '/enterprise-access-manager', icon: Users },
    { label: 'Billing', link: '/enterprise-billing-groups', icon: CreditCard },
  ];
  if (enterprise?.role === 'Enterprise Owner') {
    items.push({ label: 'Settings', link: '/enterprise-settings', icon: Settings });
  }
  return items;
}
