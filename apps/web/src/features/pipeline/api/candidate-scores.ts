// `GET /api/applications/{id}/scores`: "scores needed" and the aggregate of the candidate's
// interview scorecards (hidden from an interviewer until they submitted their own).
import type { CamelCasedKeys } from '@hireloop/shared/case';
import type { CandidateScores as WireCandidateScores } from '@hireloop/shared/interview-scorecards';
import { useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/http.ts';
import { pipelineKeys } from './pipeline-types.ts';

export type CandidateScores = CamelCasedKeys<WireCandidateScores>;

export function useCandidateScores(applicationId: number) {
  return useQuery({
    queryKey: [...pipelineKeys.panel(applicationId), 'scores'],
    queryFn: ({ signal }) =>
      api.get<CandidateScores>(`/api/applications/${applicationId}/scores`, { signal }),
  });
}
