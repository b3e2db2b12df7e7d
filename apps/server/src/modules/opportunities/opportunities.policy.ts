// Who may do what with the active company's opportunities and templates (SPEC.md §6): every member
// reads; Recruiter and above create, edit, publish and delete.
import type { CompanyAccess } from '#server/access/actor.ts';
import { definePolicy } from '#server/lib/policy.ts';
import * as companiesPolicy from '../companies/companies.policy.ts';
import { companyRules } from '../companies/companies.policy.ts';

interface OpportunityFacts {
  status: string;
  applicationCount: number;
}

export const { can, authorize } = definePolicy<
  CompanyAccess,
  { manage: undefined; delete: OpportunityFacts }
>({
  manage: companyRules.manageOpportunities,
  /** Drafts go at any time; anything candidates have applied to is closed instead, to keep history. */
  delete: {
    allow: (company, opportunity) =>
      companiesPolicy.can(company, 'manageOpportunities') &&
      (opportunity.status === 'draft' || opportunity.applicationCount === 0),
    denied: 'An opportunity candidates applied to is closed, not deleted.',
  },
});

export function opportunityAbilities(company: CompanyAccess, opportunity: OpportunityFacts) {
  const manage = can(company, 'manage');
  return {
    update: manage,
    delete: can(company, 'delete', opportunity),
    publish: manage && opportunity.status !== 'published',
  };
}
