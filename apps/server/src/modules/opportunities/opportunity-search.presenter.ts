// What candidates receive: search result cards and the public view of one opportunity (no internal
// fields, no knockout answers).
import type {
  EmploymentType,
  OpportunitySearchResult,
  PayPeriod,
  PublicOpportunity,
} from '@hireloop/shared/opportunities';
import { companyAvatarUrl } from '../accounts/accounts.presenter.ts';
import { presentPosting } from './opportunities.presenter.ts';
import type { PublicOpportunityRow, SearchCard } from './opportunity-search.service.ts';

export function presentSearchCard(row: SearchCard): OpportunitySearchResult {
  return {
    id: row.id,
    title: row.title,
    company: {
      id: row.companyId,
      name: row.companyName,
      avatar: companyAvatarUrl({ id: row.companyId, avatarPath: row.companyAvatarPath }),
    },
    location: row.location,
    remote: row.remote,
    employment_type: row.employmentType as EmploymentType,
    pay_min: row.payMin,
    pay_max: row.payMax,
    pay_period: row.payPeriod as PayPeriod | null,
    published_at: (row.publishedAt ?? row.createdAt).toISOString(),
    snippet: row.snippet.text,
    snippet_highlights: row.snippet.highlights,
    applied: row.applied,
  };
}

export function presentPublicOpportunity(row: PublicOpportunityRow): PublicOpportunity {
  return {
    id: row.id,
    company: {
      id: row.companyId,
      name: row.companyName,
      avatar: companyAvatarUrl({ id: row.companyId, avatarPath: row.companyAvatarPath }),
    },
    ...presentPosting(row, false),
    published_at: (row.publishedAt ?? row.createdAt).toISOString(),
    applied: row.applied,
  };
}
