import { describe, expect, expectTypeOf, it } from 'vitest';
import { companyRoleSchema, enterpriseRoleSchema } from './role-schemas.ts';
import {
  APP_ROLES,
  type AppRole,
  assignableCompanyRoles,
  assignableEnterpriseRoles,
  atLeastCompanyRole,
  atLeastEnterpriseRole,
  COMPANY_BILLING_ROLES,
  COMPANY_PROFILE_EDIT_ROLES,
  COMPANY_ROLES,
  type CompanyRole,
  canAssignCompanyRole,
  canAssignEnterpriseRole,
  companyRoleIncludes,
  companyRoleRank,
  ENTERPRISE_ROLES,
  ENTERPRISE_SETTINGS_ROLES,
  type EnterpriseRole,
  enterpriseRoleRank,
  isCompanyRole,
  isEnterpriseRole,
  roleIsAllowed,
  TEAM_MEMBERS_PAGE_ROLES,
  USER_ACTIVITY_REPORT_ROLES,
} from './roles.ts';

describe('role lists', () => {
  it('orders company roles from most to least powerful', () => {
    expect(COMPANY_ROLES).toEqual(['Company Admin', 'Manager', 'Recruiter', 'Team Member']);
  });

  it('orders enterprise roles from most to least powerful', () => {
    expect(ENTERPRISE_ROLES).toEqual(['Enterprise Owner', 'Enterprise Admin', 'Enterprise Viewer']);
  });

  it('allows exactly the seven role gate values of SPEC.md §5', () => {
    expect(APP_ROLES).toEqual([
      'Company Admin',
      'Manager',
      'Recruiter',
      'Team Member',
      'Enterprise Owner',
      'Enterprise Admin',
      'Enterprise Viewer',
    ]);
    expectTypeOf<AppRole>().toEqualTypeOf<CompanyRole | EnterpriseRole>();
  });

  it('validates roles with zod enums', () => {
    expect(companyRoleSchema.parse('Manager')).toBe('Manager');
    expect(companyRoleSchema.safeParse('Enterprise Owner').success).toBe(false);
    expect(companyRoleSchema.safeParse('manager').success).toBe(false);
    expect(enterpriseRoleSchema.parse('Enterprise Viewer')).toBe('Enterprise Viewer');
    expect(enterpriseRoleSchema.safeParse('Company Admin').success).toBe(false);
  });

  it('recognises company and enterprise roles', () => {
    expect(isCompanyRole('Recruiter')).toBe(true);
    expect(isCompanyRole('Enterprise Admin')).toBe(false);
    expect(isCompanyRole(null)).toBe(false);
    expect(isEnterpriseRole('Enterprise Admin')).toBe(true);
    expect(isEnterpriseRole('Team Member')).toBe(false);
    expect(isEnterpriseRole(undefined)).toBe(false);
  });
});

describe('company role order', () => {
  it('ranks Company Admin highest and Team Member lowest', () => {
    expect(COMPANY_ROLES.map(companyRoleRank)).toEqual([3, 2, 1, 0]);
    expect(ENTERPRISE_ROLES.map(enterpriseRoleRank)).toEqual([2, 1, 0]);
  });

  it('makes each role include the next: Company Admin ⊃ Manager ⊃ Recruiter ⊃ Team Member', () => {
    expect(companyRoleIncludes('Company Admin', 'Manager')).toBe(true);
    expect(companyRoleIncludes('Manager', 'Recruiter')).toBe(true);
    expect(companyRoleIncludes('Recruiter', 'Team Member')).toBe(true);
    expect(companyRoleIncludes('Company Admin', 'Team Member')).toBe(true);
  });

  it('makes each role include itself and no stronger role', () => {
    for (const role of COMPANY_ROLES) expect(companyRoleIncludes(role, role)).toBe(true);
    expect(companyRoleIncludes('Manager', 'Company Admin')).toBe(false);
    expect(companyRoleIncludes('Recruiter', 'Manager')).toBe(false);
    expect(companyRoleIncludes('Team Member', 'Recruiter')).toBe(false);
  });

  it('checks a minimum role of a session value, rejecting no role and non-company roles', () => {
    expect(atLeastCompanyRole('Company Admin', 'Company Admin')).toBe(true);
    expect(atLeastCompanyRole('Manager', 'Recruiter')).toBe(true);
    expect(atLeastCompanyRole('Recruiter', 'Manager')).toBe(false);
    expect(atLeastCompanyRole('Team Member', 'Team Member')).toBe(true);
    expect(atLeastCompanyRole(null, 'Team Member')).toBe(false);
    expect(atLeastCompanyRole(undefined, 'Team Member')).toBe(false);
    expect(atLeastCompanyRole('Enterprise Owner', 'Team Member')).toBe(false);
    expect(atLeastCompanyRole('Owner', 'Team Member')).toBe(false);
  });

  it('checks a minimum enterprise role the same way', () => {
    expect(atLeastEnterpriseRole('Enterprise Owner', 'Enterprise Admin')).toBe(true);
    expect(atLeastEnterpriseRole('Enterprise Admin', 'Enterprise Admin')).toBe(true);
    expect(atLeastEnterpriseRole('Enterprise Viewer', 'Enterprise Admin')).toBe(false);
    expect(atLeastEnterpriseRole('Company Admin', 'Enterprise Viewer')).toBe(false);
    expect(atLeastEnterpriseRole(null, 'Enterprise Viewer')).toBe(false);
  });
});

describe('assignable company roles (SPEC.md §6)', () => {
  it('lets a Company Admin assign Admin, Manager, Recruiter and Team Member', () => {
    expect(assignableCompanyRoles('Company Admin')).toEqual([
      'Company Admin',
      'Manager',
      'Recruiter',
      'Team Member',
    ]);
  });

  it('lets a Manager assign Manager, Recruiter and Team Member', () => {
    expect(assignableCompanyRoles('Manager')).toEqual(['Manager', 'Recruiter', 'Team Member']);
  });

  it('lets a Recruiter assign Recruiter and Team Member', () => {
    expect(assignableCompanyRoles('Recruiter')).toEqual(['Recruiter', 'Team Member']);
  });

  it('lets a Team Member assign only Team Member', () => {
    expect(assignableCompanyRoles('Team Member')).toEqual(['Team Member']);
  });

  it('answers for one assigner and role, refusing a missing or foreign assigner role', () => {
    expect(canAssignCompanyRole('Company Admin', 'Company Admin')).toBe(true);
    expect(canAssignCompanyRole('Manager', 'Manager')).toBe(true);
    expect(canAssignCompanyRole('Manager', 'Company Admin')).toBe(false);
    expect(canAssignCompanyRole('Recruiter', 'Team Member')).toBe(true);
    expect(canAssignCompanyRole('Recruiter', 'Manager')).toBe(false);
    expect(canAssignCompanyRole('Team Member', 'Team Member')).toBe(true);
    expect(canAssignCompanyRole('Team Member', 'Recruiter')).toBe(false);
    expect(canAssignCompanyRole(null, 'Team Member')).toBe(false);
    expect(canAssignCompanyRole('Enterprise Owner', 'Team Member')).toBe(false);
  });

  it('returns a fresh array the caller may change', () => {
    const roles = assignableCompanyRoles('Company Admin');
    roles.pop();
    expect(assignableCompanyRoles('Company Admin')).toHaveLength(4);
  });
});

describe('assignable enterprise roles (SPEC.md §6)', () => {
  it('lets the Enterprise Owner assign all three roles', () => {
    expect(assignableEnterpriseRoles('Enterprise Owner')).toEqual([
      'Enterprise Owner',
      'Enterprise Admin',
      'Enterprise Viewer',
    ]);
  });

  it('lets an Enterprise Admin assign admin and viewer', () => {
    expect(assignableEnterpriseRoles('Enterprise Admin')).toEqual(['Enterprise Admin', 'Enterprise Viewer']);
  });

  it('lets an Enterprise Viewer assign only viewer', () => {
    expect(assignableEnterpriseRoles('Enterprise Viewer')).toEqual(['Enterprise Viewer']);
  });

  it('answers for one assigner and role', () => {
    expect(canAssignEnterpriseRole('Enterprise Owner', 'Enterprise Owner')).toBe(true);
    expect(canAssignEnterpriseRole('Enterprise Admin', 'Enterprise Owner')).toBe(false);
    expect(canAssignEnterpriseRole('Enterprise Admin', 'Enterprise Viewer')).toBe(true);
    expect(canAssignEnterpriseRole('Enterprise Viewer', 'Enterprise Admin')).toBe(false);
    expect(canAssignEnterpriseRole('Enterprise Viewer', 'Enterprise Viewer')).toBe(true);
    expect(canAssignEnterpriseRole(undefined, 'Enterprise Viewer')).toBe(false);
    expect(canAssignEnterpriseRole('Company Admin', 'Enterprise Viewer')).toBe(false);
  });
});

describe('roleIsAllowed (SPEC.md §5 role gate)', () => {
  it('admits the active company role when it is in the list', () => {
    expect(roleIsAllowed('Manager', null, ['Company Admin', 'Manager'])).toBe(true);
    expect(roleIsAllowed('Recruiter', null, ['Company Admin', 'Manager'])).toBe(false);
  });

  it('admits the active enterprise role when it is in the list', () => {
    expect(roleIsAllowed(null, 'Enterprise Owner', ['Enterprise Owner'])).toBe(true);
    expect(roleIsAllowed(null, 'Enterprise Viewer', ['Enterprise Owner'])).toBe(false);
  });

  it('admits when either role is in the list', () => {
    expect(roleIsAllowed('Team Member', 'Enterprise Admin', ['Enterprise Admin'])).toBe(true);
    expect(roleIsAllowed('Company Admin', 'Enterprise Viewer', ['Company Admin'])).toBe(true);
  });

  it('compares exactly, not by rank', () => {
    expect(roleIsAllowed('Company Admin', null, ['Manager'])).toBe(false);
    expect(roleIsAllowed(null, 'Enterprise Owner', ['Enterprise Viewer'])).toBe(false);
  });

  it('refuses without an active role and for an empty list', () => {
    expect(roleIsAllowed(null, null, APP_ROLES)).toBe(false);
    expect(roleIsAllowed(undefined, undefined, APP_ROLES)).toBe(false);
    expect(roleIsAllowed('Company Admin', 'Enterprise Owner', [])).toBe(false);
  });
});

describe('page role lists', () => {
  it('lets the three most powerful company roles open Team Members', () => {
    expect(TEAM_MEMBERS_PAGE_ROLES).toEqual(['Company Admin', 'Manager', 'Recruiter']);
    expect(roleIsAllowed('Team Member', null, TEAM_MEMBERS_PAGE_ROLES)).toBe(false);
  });

  it('lets two company roles edit the company profile', () => {
    expect(COMPANY_PROFILE_EDIT_ROLES).toEqual(['Company Admin', 'Manager']);
    expect(roleIsAllowed('Recruiter', null, COMPANY_PROFILE_EDIT_ROLES)).toBe(false);
  });

  it('lets only the highest company role open the user activity report and billing', () => {
    expect(USER_ACTIVITY_REPORT_ROLES).toEqual(['Company Admin']);
    expect(COMPANY_BILLING_ROLES).toEqual(['Company Admin']);
    expect(roleIsAllowed('Manager', null, COMPANY_BILLING_ROLES)).toBe(false);
  });

  it('lets only the Enterprise Owner open enterprise settings', () => {
    expect(ENTERPRISE_SETTINGS_ROLES).toEqual(['Enterprise Owner']);
    expect(roleIsAllowed(null, 'Enterprise Admin', ENTERPRISE_SETTINGS_ROLES)).toBe(false);
  });

  it('keeps every list ordered most to least powerful, each a prefix of the role order', () => {
    for (const list of [
      TEAM_MEMBERS_PAGE_ROLES,
      COMPANY_PROFILE_EDIT_ROLES,
      USER_ACTIVITY_REPORT_ROLES,
      COMPANY_BILLING_ROLES,
    ]) {
      expect(list).toEqual(COMPANY_ROLES.slice(0, list.length));
    }
  });
});
