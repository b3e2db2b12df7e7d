// Who may do what with a company as a whole, including the company-wide abilities other modules
// build on (the team page, the postings). The getting-started tour (the company's "demo",
// docs/decisions/015) is finished by the roles that can act on its steps: Recruiter and above.
import {
  atLeastCompanyRole,
  COMPANY_PROFILE_EDIT_ROLES,
  TEAM_MEMBERS_PAGE_ROLES,
} from '@hireloop/shared/roles';
import type { CompanyAccess } from '#server/access/actor.ts';
import { definePolicy, type PolicyRules } from '#server/lib/policy.ts';

type CompanyActions = {
  editProfile: undefined;
  completeDemo: undefined;
  manageOpportunities: undefined;
  viewTeam: undefined;
};

/** The rules, for the modules whose own policy starts from one of them (opportunities, team). */
export const companyRules: PolicyRules<CompanyAccess, CompanyActions> = {
  editProfile: {
    allow: (company) => COMPANY_PROFILE_EDIT_ROLES.includes(company.role),
    denied: 'You do not have permission to edit the company profile.',
  },
  completeDemo: {
    allow: (company) => atLeastCompanyRole(company.role, 'Recruiter'),
    denied: 'You do not have permission to finish the tour.',
  },
  /** The company's postings (opportunities and their templates, SPEC.md §6): Recruiter and above. */
  manageOpportunities: {
    allow: (company) => atLeastCompanyRole(company.role, 'Recruiter'),
    denied: 'You do not have permission to manage opportunities.',
  },
  /** The company's team page: members and invitations (SPEC.md §6). */
  viewTeam: {
    allow: (company) => TEAM_MEMBERS_PAGE_ROLES.includes(company.role),
    denied: 'You do not have permission to manage the team.',
  },
};

export const { can, authorize } = definePolicy(companyRules);
