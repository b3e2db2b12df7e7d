// The active company's opportunities (docs/api/opportunities.md): the list with step counts, one
// opportunity, create, update (status changes are updates too) and delete. The server says what
// the viewer may do (`abilities`).
import type { CamelCasedKeys } from '@hireloop/shared/case';
import type {
  OpportunityStatus,
  OpportunitySummary as OpportunitySummaryWire,
  Opportunity as OpportunityWire,
} from '@hireloop/shared/opportunities';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createResourceClient, type ResourcePage } from '#web/lib/resource-client.ts';
import { useSession } from '#web/lib/session/session.tsx';

export type OpportunitySummary = CamelCasedKeys<OpportunitySummaryWire>;
export type Opportunity = CamelCasedKeys<OpportunityWire>;

export interface OpportunitiesPage extends ResourcePage<OpportunitySummary> {
  abilities: { create: boolean };
}

export const OPPORTUNITIES_PAGE_SIZE = 20;

export interface OpportunityFilters {
  status: OpportunityStatus | null;
  search: string;
  page: number;
}

const OPPORTUNITIES_KEY = ['opportunities-admin'] as const;

const opportunities = createResourceClient<Opportunity, object, OpportunitiesPage>('opportunities');

export function opportunitiesQueryOptions({ status, search, page }: OpportunityFilters) {
  return queryOptions({
    queryKey: [...OPPORTUNITIES_KEY, 'list', { status, search, page }],
    queryFn: ({ signal }) =>
      opportunities.index(
        { page, perPage: OPPORTUNITIES_PAGE_SIZE, status: status ?? undefined, search: search || undefined },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
}

export function useOpportunities(filters: OpportunityFilters) {
  return useQuery(opportunitiesQueryOptions(filters));
}

export function opportunityQueryOptions(id: number) {
  return queryOptions({
    queryKey: [...OPPORTUNITIES_KEY, 'one', id],
    queryFn: ({ signal }) => opportunities.show(id, { signal }),
  });
}

export function useOpportunity(id: number) {
  return useQuery({ ...opportunityQueryOptions(id), enabled: Number.isInteger(id) && id > 0 });
}

/** Lists and the changed opportunity are asked again after any write. */
function useRefreshOpportunities() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: OPPORTUNITIES_KEY });
}

/**
 * The company's first published opportunity completes its demo on the server (docs/decisions/015); the session user is asked again so `activeCompany.demoCompleted` follows.
 */
function useRefreshDemoAfterPublishing() {
  const { user, refetchUser } = useSession();
  return async (opportunity: Pick<Opportunity, 'status'> | undefined) => {
    if (opportunity?.status === 'published' && user?.activeCompany?.demoCompleted === false) {
      await refetchUser();
    }
  };
}

/** The caller shows 422 answers beside the form's fields. */
const FORM_REQUEST = { handledStatuses: [422] } as const;

export function useCreateOpportunity() {
  const refresh = useRefreshOpportunities();
  const refreshDemo = useRefreshDemoAfterPublishing();
  return useMutation({
    mutationFn: (payload: object) => opportunities.create(payload, FORM_REQUEST),
    onSuccess: async (opportunity) => {
      await Promise.all([refresh(), refreshDemo(opportunity)]);
    },
  });
}

export function useUpdateOpportunity(id: number) {
  const refresh = useRefreshOpportunities();
  const refreshDemo = useRefreshDemoAfterPublishing();
  return useMutation({
    mutationFn: (payload: object) => opportunities.update(id, payload, FORM_REQUEST),
    onSuccess: async (opportunity) => {
      await Promise.all([refresh(), refreshDemo(opportunity)]);
    },
  });
}

/** Publish, pause, close or reopen; a refusal (422) is shown as a toast by the HTTP client. */
export function useChangeOpportunityStatus() {
  const refresh = useRefreshOpportunities();
  const refreshDemo = useRefreshDemoAfterPublishing();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: OpportunityStatus }) =>
      opportunities.update(id, { status }),
    onSuccess: refreshDemo,
    onSettled: refresh,
  });
}

/** A refusal (candidates have applied) is a 422 the delete dialog shows itself. */
export function useDeleteOpportunity() {
  const refresh = useRefreshOpportunities();
  return useMutation({
    mutationFn: (id: number) => opportunities.delete(id, undefined, { handledStatuses: [422] }),
    onSuccess: refresh,
  });
}
