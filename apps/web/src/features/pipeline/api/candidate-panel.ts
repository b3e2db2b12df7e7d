// `GET /api/company-candidates/{applicationId}`: everything the candidate panel and the print page
// show: profile, résumé, answers, timeline, notes, conversation and abilities.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/http.ts';
import { type CandidatePanel, pipelineKeys } from './pipeline-types.ts';

export function candidatePanelQueryOptions(applicationId: number) {
  return queryOptions({
    queryKey: pipelineKeys.panel(applicationId),
    queryFn: ({ signal }) => api.get<CandidatePanel>(`/api/company-candidates/${applicationId}`, { signal }),
    // A 404 (another company's, or gone) will not change on a retry.
    retry: false,
  });
}

export function useCandidatePanel(applicationId: number | null) {
  return useQuery({ ...candidatePanelQueryOptions(applicationId ?? 0), enabled: applicationId !== null });
}
