// Applying and finishing an application (docs/api/applications.md): `POST /api/applications`,
// `GET /api/applications/{uuid}` and `PUT /api/applications/{uuid}`. The caller shows every
// outcome itself (a panel, a field error, its own toast), so the client adds no toasts for the
// statuses answered here.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/http.ts';
import type { Answer } from '../screening-answers.ts';
import { APPLICATIONS_KEY, type ApplicationDetail, OPPORTUNITIES_KEY } from './opportunity-types.ts';

/** 409: already applied; 422: answers that do not fit, or an opportunity no longer taking any. */
const HANDLED = [409, 422] as const;

export interface ApplyInput {
  opportunityId: number;
  answers: Answer[];
  submit: boolean;
}

/** After applying, "Applied" badges, recommendations and the application lists are stale. */
function useRefreshAfterApplying() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: OPPORTUNITIES_KEY }),
      queryClient.invalidateQueries({ queryKey: APPLICATIONS_KEY }),
    ]);
}

export function useApply() {
  const refresh = useRefreshAfterApplying();
  return useMutation({
    mutationFn: (input: ApplyInput) =>
      api.post<ApplicationDetail>('/api/applications', input, {
        handledStatuses: HANDLED,
        skipSuccessToasts: true,
      }),
    onSuccess: () => void refresh(),
  });
}

export function draftApplicationQueryOptions(uuid: string) {
  return queryOptions({
    queryKey: [...APPLICATIONS_KEY, 'detail', uuid],
    queryFn: ({ signal }) =>
      api.get<ApplicationDetail>(`/api/applications/${encodeURIComponent(uuid)}`, { signal }),
    retry: false,
  });
}

export function useDraftApplication(uuid: string) {
  return useQuery(draftApplicationQueryOptions(uuid));
}

export interface FinishInput {
  uuid: string;
  answers: Answer[];
  submit: boolean;
}

export function useFinishApplication() {
  const refresh = useRefreshAfterApplying();
  return useMutation({
    mutationFn: ({ uuid, answers, submit }: FinishInput) =>
      api.put<ApplicationDetail>(
        `/api/applications/${encodeURIComponent(uuid)}`,
        { answers, submit },
        { handledStatuses: HANDLED, skipSuccessToasts: true },
      ),
    // Not awaited: the page shows the outcome at once; lists and the draft refresh behind it.
    onSuccess: () => void refresh(),
  });
}
