// Interview scorecards (docs/api/interviews.md "Scorecards"): the caller's own scorecard with the
// opportunity's attributes, submitting it, and the submitted ones (after one's own, for
// interviewers; always for Managers and Admins).
import type { CamelCasedKeys } from '@hireloop/shared/case';
import type {
  SubmitScorecard,
  OwnScorecard as WireOwnScorecard,
  ScorecardList as WireScorecardList,
  SubmittedScorecard as WireSubmittedScorecard,
} from '@hireloop/shared/interview-scorecards';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/http.ts';

export type OwnScorecard = CamelCasedKeys<WireOwnScorecard>;
export type ScorecardList = CamelCasedKeys<WireScorecardList>;
export type SubmittedScorecard = CamelCasedKeys<WireSubmittedScorecard>;

const ownKey = (id: number) => ['interview-room', String(id), 'scorecard'] as const;
const listKey = (id: number) => ['interview-room', String(id), 'scorecards'] as const;

export function useOwnScorecard(interviewId: number) {
  return useQuery({
    queryKey: ownKey(interviewId),
    queryFn: ({ signal }) => api.get<OwnScorecard>(`/api/interviews/${interviewId}/scorecard`, { signal }),
  });
}

export function useSubmitScorecard(interviewId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SubmitScorecard) =>
      api.put<SubmittedScorecard>(`/api/interviews/${interviewId}/scorecard`, input, {
        handledStatuses: [409, 422],
      }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ownKey(interviewId) }),
        queryClient.invalidateQueries({ queryKey: listKey(interviewId) }),
      ]),
  });
}

/** Submitted scorecards (an interview has a handful: one page of 100). 403 until one's own is in. */
export function useSubmittedScorecards(interviewId: number) {
  return useQuery({
    queryKey: listKey(interviewId),
    queryFn: ({ signal }) =>
      api.get<ScorecardList>(`/api/interviews/${interviewId}/scorecards`, {
        params: { perPage: 100 },
        signal,
        handledStatuses: [403],
      }),
    retry: false,
  });
}
