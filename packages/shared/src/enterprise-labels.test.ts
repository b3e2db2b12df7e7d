import { describe, expect, it } from 'vitest';
import {
  companyRoleLabel,
  ENTERPRISE_TYPES,
  enterpriseLabels,
  enterpriseMenuLabels,
  enterpriseRoleLabel,
} from './enterprise-labels.ts';
import { enterpriseTypeSchema } from './role-schemas.ts';
import { COMPANY_ROLES, ENTERPRISE_ROLES } from './roles.ts';

describe('enterprise types', () => {
  it('lists the three types of SPEC.md §3', () => {
    expect(ENTERPRISE_TYPES).toEqual(['franchise', 'staffing_agency', 'corporate_chain']);
  });

  it('validates a type', () => {
    expect(enterpriseTypeSchema.parse('staffing_agency')).toBe('staffing_agency');
    expect(enterpriseTypeSchema.safeParse('Franchise').success).toBe(false);
    expect(enterpriseTypeSchema.safeParse('agency').success).toBe(false);
  });
});

describe('enterpriseLabels', () => {
  it('uses Franchisee / Location for a franchise', () => {
    expect(enterpriseLabels('franchise')).toEqual({
      group: 'Franchisee',
      company: 'Location',
      groupPlural: 'Franchisees',
      companyPlural: 'Locations',
      typeName: 'Franchise',
      rolePrefix: 'Franchise',
      ownerTitle: 'Franchise Account Owner',
    });
  });

  it('uses Client / Client Account for a staffing agency', () => {
    expect(enterpriseLabels('staffing_agency')).toEqual({
      group: 'Client',
      company: 'Client Account',
      groupPlural: 'Clients',
      companyPlural: 'Client Accounts',
      typeName: 'Staffing Agency',
      rolePrefix: 'Staffing Agency',
      ownerTitle: 'Staffing Agency Account Owner',
    });
  });

  it('uses Region / Location for a corporate chain, whose owner is a Corporation Account Owner', () => {
    expect(enterpriseLabels('corporate_chain')).toEqual({
      group: 'Region',
      company: 'Location',
      groupPlural: 'Regions',
      companyPlural: 'Locations',
      typeName: 'Corporate Chain',
      rolePrefix: 'Corporation',
      ownerTitle: 'Corporation Account Owner',
    });
  });
});

describe('companyRoleLabel', () => {
  it('shows roles as they are for a company outside an enterprise', () => {
    for (const role of COMPANY_ROLES) expect(companyRoleLabel(role, null)).toBe(role);
  });

  it('puts the company noun in place of "Company" (Location Admin)', () => {
    expect(companyRoleLabel('Company Admin', 'franchise')).toBe('Location Admin');
    expect(companyRoleLabel('Company Admin', 'staffing_agency')).toBe('Client Account Admin');
    expect(companyRoleLabel('Company Admin', 'corporate_chain')).toBe('Location Admin');
  });

  it('leaves Manager, Recruiter and Team Member unchanged inside an enterprise', () => {
    for (const type of ENTERPRISE_TYPES) {
      expect(companyRoleLabel('Manager', type)).toBe('Manager');
      expect(companyRoleLabel('Recruiter', type)).toBe('Recruiter');
      expect(companyRoleLabel('Team Member', type)).toBe('Team Member');
    }
  });
});

describe('enterpriseRoleLabel', () => {
  it('titles the owner Franchise, Corporation or Staffing Agency Account Owner', () => {
    expect(enterpriseRoleLabel('Enterprise Owner', 'franchise')).toBe('Franchise Account Owner');
    expect(enterpriseRoleLabel('Enterprise Owner', 'staffing_agency')).toBe('Staffing Agency Account Owner');
    expect(enterpriseRoleLabel('Enterprise Owner', 'corporate_chain')).toBe('Corporation Account Owner');
  });

  it('titles admins with the same word', () => {
    expect(enterpriseRoleLabel('Enterprise Admin', 'franchise')).toBe('Franchise Admin');
    expect(enterpriseRoleLabel('Enterprise Admin', 'staffing_agency')).toBe('Staffing Agency Admin');
    expect(enterpriseRoleLabel('Enterprise Admin', 'corporate_chain')).toBe('Corporation Admin');
  });

  it('titles viewers with the same word', () => {
    expect(enterpriseRoleLabel('Enterprise Viewer', 'franchise')).toBe('Franchise Viewer');
    expect(enterpriseRoleLabel('Enterprise Viewer', 'staffing_agency')).toBe('Staffing Agency Viewer');
    expect(enterpriseRoleLabel('Enterprise Viewer', 'corporate_chain')).toBe('Corporation Viewer');
  });

  it('shows the role as it is without a type', () => {
    for (const role of ENTERPRISE_ROLES) expect(enterpriseRoleLabel(role, null)).toBe(role);
  });
});

describe('enterpriseMenuLabels', () => {
  it('names the groups and companies items with the plural nouns of each type', () => {
    const shared = { users: 'Users', billing: 'Billing', settings: 'Settings' };
    expect(enterpriseMenuLabels('franchise')).toEqual({
      groups: 'Franchisees',
      companies: 'Locations',
      ...shared,
    });
    expect(enterpriseMenuLabels('staffing_agency')).toEqual({
      groups: 'Clients',
      companies: 'Client Accounts',
      ...shared,
    });
    expect(enterpriseMenuLabels('corporate_chain')).toEqual({
      groups: 'Regions',
      companies: 'Locations',
      ...shared,
    });
  });

  it('falls back to Groups and Companies without a type', () => {
    expect(enterpriseMenuLabels(null)).toEqual({
      groups: 'Groups',
      companies: 'Companies',
      users: 'Users',
      billing: 'Billing',
      settings: 'Settings',
    });
  });
});
