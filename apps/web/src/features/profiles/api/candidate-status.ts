// Visibility to companies: snooze until a date, unsnooze, opt out of (or back into) the automatic
// snooze, and withdraw every open application (SPEC.md §7 /api/users/{id}/…).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/http.ts';
import { type CandidateProfile, useStoreProfile } from './profile.ts';

const accountPath = (userId: number, action: string) => `/api/users/${userId}/${action}`;

export function useSnooze(userId: number) {
  const store = useStoreProfile();
  return useMutation({
    mutationFn: (until: string) =>
      api.post<CandidateProfile>(accountPath(userId, 'snooze'), { until }, { handledStatuses: [422] }),
    onSuccess: (profile) => store(profile),
  });
}

export function useUnsnooze(userId: number) {
  const store = useStoreProfile();
  return useMutation({
    mutationFn: () => api.post<CandidateProfile>(accountPath(userId, 'unsnooze')),
    onSuccess: (profile) => store(profile),
  });
}

export function useOptOutOfAutoSnooze(userId: number) {
  const store = useStoreProfile();
  return useMutation({
    mutationFn: () => api.post<CandidateProfile>(accountPath(userId, 'opt-out-of-auto-snooze')),
    onSuccess: (profile) => store(profile),
  });
}

export function useOptBackIntoAutoSnooze() {
  const store = useStoreProfile();
  return useMutation({
    mutationFn: () =>
      api.put<CandidateProfile>('/api/profile', { autoSnoozeOptOut: false }, { skipSuccessToasts: true }),
    onSuccess: (profile) => store(profile),
  });
}

export function useWithdrawAllApplications(userId: number) {
  const store = useStoreProfile();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api.post<CandidateProfile & { withdrawnCount: number }>(accountPath(userId, 'withdraw-applications')),
    onSuccess: async (profile) => {
      await store(profile);
      // My Applications and the dashboard show statuses that just changed.
      await queryClient.invalidateQueries({ queryKey: ['applications'] });
    },
  });
}
