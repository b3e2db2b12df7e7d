// Interviews (docs/api/interviews.md): lists of the company side and of the candidate, one
// interview, scheduling, reschedule, cancel, outcome, free slots.
import type { CamelCasedKeys } from '@hireloop/shared/case';
import type { InterviewOutcome, Interview as WireInterview } from '@hireloop/shared/interviews';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/http.ts';
import type { ResourcePage } from '#web/lib/resource-client.ts';

export type Interview = CamelCasedKeys<WireInterview>;
export type InterviewsPage = ResourcePage<Interview> & { abilities: { create: boolean } };

export const INTERVIEWS_KEY = ['interviews'] as const;
export const INTERVIEWS_PAGE_SIZE = 20;

export interface InterviewsQuery {
  scope: 'company' | 'candidate';
  when: 'upcoming' | 'past' | 'all';
  page: number;
  status?: string | undefined;
  opportunityId?: number | undefined;
  interviewerId?: number | undefined;
  applicationId?: number | undefined;
  /** ISO instants: interviews starting in [from, to). */
  from?: string | undefined;
  to?: string | undefined;
  perPage?: number;
}

export function interviewsQueryOptions(query: InterviewsQuery) {
  const params = { perPage: INTERVIEWS_PAGE_SIZE, ...query };
  return queryOptions({
    queryKey: [...INTERVIEWS_KEY, 'list', params],
    queryFn: ({ signal }) => api.get<InterviewsPage>('/api/interviews', { params, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useInterviews(query: InterviewsQuery) {
  return useQuery(interviewsQueryOptions(query));
}

/** One interview by id or uuid; a 403 `interviews.not_participant` warns and goes back (lib/http). */
export function useInterview(key: string | number | null) {
  return useQuery({
    queryKey: [...INTERVIEWS_KEY, 'one', String(key)],
    queryFn: ({ signal }) => api.get<Interview>(`/api/interviews/${key}`, { signal }),
    enabled: key !== null && key !== '',
  });
}

export interface ScheduleInterviewInput {
  applicationId: number;
  interviewerIds: number[];
  location: 'web_conference' | 'in_person' | 'phone';
  locationDetails: string | null;
  durationMinutes: number;
  scheduling: 'fixed' | 'candidate_chooses';
  startTime: string | null;
  timezone: string;
  /** Left out: the company's default. */
  recordingPreference?: 'always' | 'never' | 'ask';
  message?: string | null;
}

function useInvalidateInterviews() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: INTERVIEWS_KEY });
}

export function useScheduleInterview() {
  const invalidate = useInvalidateInterviews();
  return useMutation({
    mutationFn: (input: ScheduleInterviewInput) =>
      api.post<Interview>('/api/interviews', input, { handledStatuses: [422] }),
    onSuccess: invalidate,
  });
}

export function useUpdateInterview(id: number) {
  const invalidate = useInvalidateInterviews();
  return useMutation({
    mutationFn: (input: { startTime?: string; durationMinutes?: number; message?: string | null }) =>
      api.put<Interview>(`/api/interviews/${id}`, input),
    onSuccess: invalidate,
  });
}

export function useCancelInterview(id: number) {
  const invalidate = useInvalidateInterviews();
  return useMutation({
    mutationFn: (message: string | null) => api.post<Interview>(`/api/interviews/${id}/cancel`, { message }),
    onSuccess: invalidate,
  });
}

export function useInterviewOutcome(id: number) {
  const invalidate = useInvalidateInterviews();
  return useMutation({
    mutationFn: (status: InterviewOutcome) => api.post<Interview>(`/api/interviews/${id}/status`, { status }),
    onSuccess: invalidate,
  });
}

export interface Slot {
  startTime: string;
  endTime: string;
}

export function useFreeSlots(params: {
  interviewerIds: number[];
  durationMinutes: number;
  enabled: boolean;
}) {
  return useQuery({
    queryKey: [...INTERVIEWS_KEY, 'slots', params.interviewerIds, params.durationMinutes],
    queryFn: ({ signal }) =>
      api.get<{ data: Slot[] }>('/api/interviews/slots', {
        params: { interviewerIds: params.interviewerIds, durationMinutes: params.durationMinutes },
        signal,
      }),
    enabled: params.enabled && params.interviewerIds.length > 0,
  });
}
