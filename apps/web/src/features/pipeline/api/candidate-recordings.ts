// `GET /api/applications/{id}/recordings`: the recordings of the candidate's interviews, for
// Managers and Admins (403 for everyone else, who then see no section).
import type { CamelCasedKeys } from '@hireloop/shared/case';
import type { ApplicationRecording } from '@hireloop/shared/interview-recordings';
import { useQuery } from '@tanstack/react-query';
import { api, HttpError } from '#web/lib/http.ts';
import type { ResourcePage } from '#web/lib/resource-client.ts';
import { pipelineKeys } from './pipeline-types.ts';

export type CandidateRecording = CamelCasedKeys<ApplicationRecording>;

export function useCandidateRecordings(applicationId: number) {
  return useQuery({
    queryKey: [...pipelineKeys.panel(applicationId), 'recordings'],
    queryFn: ({ signal }) =>
      api.get<ResourcePage<CandidateRecording>>(`/api/applications/${applicationId}/recordings`, {
        signal,
        params: { perPage: 20 },
        handledStatuses: [403],
      }),
    retry: (count, error) => !(error instanceof HttpError && error.status === 403) && count < 2,
  });
}
