// Company and enterprise roles of SPEC.md §5 "Role gate" and §6: their order, which roles a role
// may hand out, and the role lists of pages. Labels per enterprise type live in
// enterprise-labels.ts.
/** Most to least powerful; each role includes every permission of the roles after it. */
export const COMPANY_ROLES = ['Company Admin', 'Manager', 'Recruiter', 'Team Member'] as const;
/** Most to least powerful: the whole account, assigned groups, view-only on assigned groups. */
export const ENTERPRISE_ROLES = ['Enterprise Owner', 'Enterprise Admin', 'Enterprise Viewer'] as const;

export type CompanyRole = (typeof COMPANY_ROLES)[number];
export type EnterpriseRole = (typeof ENTERPRISE_ROLES)[number];
/** Every value a role gate or a route's `roles` list may name (SPEC.md §5). */
export type AppRole = CompanyRole | EnterpriseRole;

export const APP_ROLES: readonly AppRole[] = [...COMPANY_ROLES, ...ENTERPRISE_ROLES];

export function isCompanyRole(value: unknown): value is CompanyRole {
  return (COMPANY_ROLES as readonly unknown[]).includes(value);
}

export function isEnterpriseRole(value: unknown): value is EnterpriseRole {
  return (ENTERPRISE_ROLES as readonly unknown[]).includes(value);
}

/** Higher is more powerful: Company Admin 3, Manager 2, Recruiter 1, Team Member 0. */
export function companyRoleRank(role: CompanyRole): number {
  return COMPANY_ROLES.length - 1 - COMPANY_ROLES.indexOf(role);
}

/** Higher is more powerful: Enterprise Owner 2, Enterprise Admin 1, Enterprise Viewer 0. */
export function enterpriseRoleRank(role: EnterpriseRole): number {
  return ENTERPRISE_ROLES.length - 1 - ENTERPRISE_ROLES.indexOf(role);
}

/** Whether `held` carries every permission of `required` (a role includes itself). */
export function companyRoleIncludes(held: CompanyRole, required: CompanyRole): boolean {
  return companyRoleRank(held) >= companyRoleRank(required);
}

/**
 * `companyRoleIncludes` for a role read from a session or a request: no role, or a value that is
 * not a company role (an enterprise role, a stale name), never reaches any minimum.
 */
export function atLeastCompanyRole(held: string | null | undefined, minimum: CompanyRole): boolean {
  return isCompanyRole(held) && companyRoleIncludes(held, minimum);
}

export function atLeastEnterpriseRole(held: string | null | undefined, minimum: EnterpriseRole): boolean {
  return isEnterpriseRole(held) && enterpriseRoleRank(held) >= enterpriseRoleRank(minimum);
}

/**
 * SPEC.md §6: a role may hand out itself and every weaker role. Company Admin → all four;
 * Manager → Manager, Recruiter, Team Member; Recruiter → Recruiter, Team Member; Team Member →
 * Team Member. Most powerful first.
 */
export function assignableCompanyRoles(role: CompanyRole): CompanyRole[] {
  return COMPANY_ROLES.slice(COMPANY_ROLES.indexOf(role));
}

export function canAssignCompanyRole(assigner: string | null | undefined, role: CompanyRole): boolean {
  return isCompanyRole(assigner) && assignableCompanyRoles(assigner).includes(role);
}

/** Owner → all three; Admin → Admin, Viewer; Viewer → Viewer. Most powerful first. */
export function assignableEnterpriseRoles(role: EnterpriseRole): EnterpriseRole[] {
  return ENTERPRISE_ROLES.slice(ENTERPRISE_ROLES.indexOf(role));
}

export function canAssignEnterpriseRole(assigner: string | null | undefined, role: EnterpriseRole): boolean {
  return isEnterpriseRole(assigner) && assignableEnterpriseRoles(assigner).includes(role);
}

/**
 * The role gate of SPEC.md §5: true when the active company's role or the active enterprise's
 * role is in `allowed`. Membership is exact, not by rank: a list names every role it admits, so
 * `['Manager']` does not admit a Company Admin. An empty list admits nobody; a page without a
 * role list is not gated at all, which is the caller's check.
 */
export function roleIsAllowed(
  activeCompanyRole: string | null | undefined,
  activeEnterpriseRole: string | null | undefined,
  allowed: readonly AppRole[],
): boolean {
  const roles: readonly string[] = allowed;
  return (
    (activeCompanyRole != null && roles.includes(activeCompanyRole)) ||
    (activeEnterpriseRole != null && roles.includes(activeEnterpriseRole))
  );
}

// SPEC.md §6 gives only the size of these lists ("three company roles", "two", "only the highest
// company role"); with roles ordered by power, the n roles allowed are the n most powerful.

/** Team Members page: the three most powerful company roles. */
export const TEAM_MEMBERS_PAGE_ROLES: readonly CompanyRole[] = ['Company Admin', 'Manager', 'Recruiter'];
/**
 * Company profile edit and quick edit: the two most powerful, matching SPEC.md §6 "Manager: …
 * editing the location profile".
 */
export const COMPANY_PROFILE_EDIT_ROLES: readonly CompanyRole[] = ['Company Admin', 'Manager'];
/** User Activity Report: only the highest company role. */
export const USER_ACTIVITY_REPORT_ROLES: readonly CompanyRole[] = ['Company Admin'];
/** Billing pages: SPEC.md §6 "Company Admin: all Manager permissions plus billing access". */
export const COMPANY_BILLING_ROLES: readonly CompanyRole[] = ['Company Admin'];
/** Enterprise settings (and the menu's Settings item): the Enterprise Owner only (SPEC.md §2, §6). */
export const ENTERPRISE_SETTINGS_ROLES: readonly EnterpriseRole[] = ['Enterprise Owner'];
