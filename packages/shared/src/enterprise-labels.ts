// Enterprise types and the nouns and role titles each uses (SPEC.md §1, §2 "Enterprise routes",
// §3 "Enumerations", §6): franchise uses Franchisee / Location, staffing agency Client / Client
// Account, corporate chain Region / Location.

import type { CompanyRole, EnterpriseRole } from './roles.ts';

export const ENTERPRISE_TYPES = ['franchise', 'staffing_agency', 'corporate_chain'] as const;
export type EnterpriseType = (typeof ENTERPRISE_TYPES)[number];

export interface EnterpriseLabels {
  /** What an enterprise group is called. */
  group: 'Franchisee' | 'Client' | 'Region';
  /** What a company inside the enterprise is called. */
  company: 'Location' | 'Client Account';
  groupPlural: 'Franchisees' | 'Clients' | 'Regions';
  companyPlural: 'Locations' | 'Client Accounts';
  /** The type itself, for pickers and headings. */
  typeName: 'Franchise' | 'Staffing Agency' | 'Corporate Chain';
  /**
   * The word that starts enterprise role titles. SPEC.md §6 titles the owner a "Franchise,
   * Corporation or Staffing Agency Account Owner", so a corporate chain is "Corporation" here.
   */
  rolePrefix: 'Franchise' | 'Staffing Agency' | 'Corporation';
  /** The Enterprise Owner's title (SPEC.md §6). */
  ownerTitle: 'Franchise Account Owner' | 'Staffing Agency Account Owner' | 'Corporation Account Owner';
}

const LABELS: Record<EnterpriseType, EnterpriseLabels> = {
  franchise: {
    group: 'Franchisee',
    company: 'Location',
    groupPlural: 'Franchisees',
    companyPlural: 'Locations',
    typeName: 'Franchise',
    rolePrefix: 'Franchise',
    ownerTitle: 'Franchise Account Owner',
  },
  staffing_agency: {
    group: 'Client',
    company: 'Client Account',
    groupPlural: 'Clients',
    companyPlural: 'Client Accounts',
    typeName: 'Staffing Agency',
    rolePrefix: 'Staffing Agency',
    ownerTitle: 'Staffing Agency Account Owner',
  },
  corporate_chain: {
    group: 'Region',
    company: 'Location',
    groupPlural: 'Regions',
    companyPlural: 'Locations',
    typeName: 'Corporate Chain',
    rolePrefix: 'Corporation',
    ownerTitle: 'Corporation Account Owner',
  },
};

export function enterpriseLabels(type: EnterpriseType): EnterpriseLabels {
  return LABELS[type];
}

/**
 * SPEC.md §6 "Labels use the type noun (for example Location Admin)": inside an enterprise the
 * company noun replaces "Company" in Company Admin (Location Admin, Client Account Admin). The
 * other company roles name no account, so they read the same everywhere. A company outside any
 * enterprise (`null`) shows the role as it is.
 */
export function companyRoleLabel(role: CompanyRole, enterpriseType: EnterpriseType | null): string {
  if (enterpriseType === null || role !== 'Company Admin') return role;
  return `${LABELS[enterpriseType].company} Admin`;
}

/**
 * Enterprise roles take the type's title word, as the owner title does: Enterprise Owner →
 * "Franchise Account Owner" (SPEC.md §6); Enterprise Admin → "Franchise Admin" / "Staffing Agency
 * Admin" / "Corporation Admin"; Enterprise Viewer → "Franchise Viewer" / … / "Corporation Viewer".
 * Admin and Viewer drop "Account" like the company labels do ("Location Admin"): only the owner
 * holds the account itself; the others act on the groups assigned to them. Without a type the
 * role is shown as it is.
 */
export function enterpriseRoleLabel(role: EnterpriseRole, type: EnterpriseType | null): string {
  if (type === null) return role;
  const labels = LABELS[type];
  switch (role) {
    case 'Enterprise Owner':
      return labels.ownerTitle;
    case 'Enterprise Admin':
      return `${labels.rolePrefix} Admin`;
    case 'Enterprise Viewer':
      return `${labels.rolePrefix} Viewer`;
  }
}

export interface EnterpriseMenuLabels {
  /** /enterprise-groups */
  groups: string;
  /** /enterprise-companies */
  companies: string;
  /** /enterprise-access-manager */
  users: 'Users';
  /** /enterprise-billing-groups */
  billing: 'Billing';
  /** /enterprise-settings, shown to the Enterprise Owner only (ENTERPRISE_SETTINGS_ROLES). */
  settings: 'Settings';
}

/**
 * Item labels of the enterprise side menu (SPEC.md §2): the plural group and company nouns, then
 * Users, Billing and Settings. Without a type (no active enterprise yet) the generic "Groups" and
 * "Companies" are used.
 */
export function enterpriseMenuLabels(type: EnterpriseType | null): EnterpriseMenuLabels {
  const labels = type === null ? null : LABELS[type];
  return {
    groups: labels?.groupPlural ?? 'Groups',
    companies: labels?.companyPlural ?? 'Companies',
    users: 'Users',
    billing: 'Billing',
    settings: 'Settings',
  };
}
