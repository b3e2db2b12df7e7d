// What the pipeline endpoints answer, as the client sees it: the wire schemas of
// packages/shared/src/pipeline.ts with camelCased keys (docs/api/pipeline.md).
import type { CamelCasedKeys } from '@hireloop/shared/case';
import type { Opportunity } from '@hireloop/shared/opportunities';
import type {
  companyCandidateListSchema,
  CandidatePanel as WireCandidatePanel,
  CompanyCandidate as WireCompanyCandidate,
  DecisionResult as WireDecisionResult,
  ApplicationNote as WireNote,
  TimelineEvent as WireTimelineEvent,
} from '@hireloop/shared/pipeline';
import type { z } from '@hireloop/shared/zod';
import type { ResourcePage } from '#web/lib/resource-client.ts';

export type CompanyCandidate = CamelCasedKeys<WireCompanyCandidate>;
export type CandidatePanel = CamelCasedKeys<WireCandidatePanel>;
export type TimelineEvent = CamelCasedKeys<WireTimelineEvent>;
export type ApplicationNote = CamelCasedKeys<WireNote>;
export type DecisionResult = CamelCasedKeys<WireDecisionResult>;
export type OpportunityDetail = CamelCasedKeys<Opportunity>;
export type CandidateStatus = CompanyCandidate['status'];

/** What the signed-in member may do to candidates (computed by the server's pipeline policy). */
export type PipelineAbilities = z.infer<typeof companyCandidateListSchema>['abilities'];

export interface CompanyCandidatesPage extends ResourcePage<CompanyCandidate> {
  abilities: PipelineAbilities;
}

export type { DecisionInput } from '@hireloop/shared/pipeline';

/** Every cached pipeline answer starts with this, so one invalidation refreshes them all. */
export const PIPELINE_KEY = ['pipeline'] as const;

export const pipelineKeys = {
  /** Lists of candidates: the /company-candidates pages and the boards. */
  lists: () => [...PIPELINE_KEY, 'candidates'] as const,
  list: (filters: object) => [...PIPELINE_KEY, 'candidates', 'list', filters] as const,
  board: (opportunityId: number) => [...PIPELINE_KEY, 'candidates', 'board', opportunityId] as const,
  panel: (applicationId: number) => [...PIPELINE_KEY, 'panel', applicationId] as const,
  opportunity: (opportunityId: number) => [...PIPELINE_KEY, 'opportunity', opportunityId] as const,
  opportunityOptions: () => [...PIPELINE_KEY, 'opportunity-options'] as const,
};
