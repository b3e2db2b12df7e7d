// What the opportunity and application endpoints answer, as the client sees it (camelCased wire
// schemas of packages/shared).
import type { ApplicationDetail as WireApplicationDetail } from '@hireloop/shared/applications';
import type { CamelCasedKeys } from '@hireloop/shared/case';
import type { OpportunitySearchResult, PublicOpportunity } from '@hireloop/shared/opportunities';
import type { OpportunityInviteLookup } from '@hireloop/shared/pipeline';
import type { ResourcePage } from '#web/lib/resource-client.ts';

export type OpportunityCard = CamelCasedKeys<OpportunitySearchResult>;

export interface OpportunitySearchPage extends ResourcePage<OpportunityCard> {
  meta: ResourcePage<OpportunityCard>['meta'] & { totalCapped: boolean };
}

export type OpportunityDetail = CamelCasedKeys<PublicOpportunity>;

export type OpportunityInvite = CamelCasedKeys<OpportunityInviteLookup>;

export type ApplicationDetail = CamelCasedKeys<WireApplicationDetail>;

/** Every cached opportunity answer (search pages, details, recommendations) starts with this. */
export const OPPORTUNITIES_KEY = ['opportunities'] as const;
/** Every cached application answer (My Applications, the dashboard) starts with this. */
export const APPLICATIONS_KEY = ['applications'] as const;
