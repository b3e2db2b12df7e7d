// The signed-in candidate's profile (docs/api/profiles.md): read it, change it, finish onboarding.
import type { CamelCasedKeys } from '@hireloop/shared/case';
import type { CandidateProfilePayload, OnboardingInput, UpdateProfileInput } from '@hireloop/shared/profiles';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/http.ts';
import { useSession } from '#web/lib/session/session.tsx';

export type CandidateProfile = CamelCasedKeys<CandidateProfilePayload>;

/** The dashboard reads the same entry under the same key, so one fetch serves both. */
export const PROFILE_QUERY_KEY = ['profile'] as const;

export function profileQueryOptions() {
  return queryOptions({
    queryKey: PROFILE_QUERY_KEY,
    queryFn: ({ signal }) => api.get<CandidateProfile>('/api/profile', { signal }),
  });
}

export function useProfile() {
  return useQuery(profileQueryOptions());
}

/** Stores the answer as the new profile; a changed name also shows in the header, so the user is asked again. */
export function useStoreProfile() {
  const queryClient = useQueryClient();
  const { refetchUser } = useSession();
  return async (profile: CandidateProfile, { namesChanged = false } = {}) => {
    queryClient.setQueryData(PROFILE_QUERY_KEY, profile);
    if (namesChanged) await refetchUser();
  };
}

export function useUpdateProfile() {
  const store = useStoreProfile();
  return useMutation({
    mutationFn: (input: UpdateProfileInput) =>
      api.put<CandidateProfile>('/api/profile', input, { handledStatuses: [422] }),
    onSuccess: (profile, input) =>
      store(profile, { namesChanged: input.first_name !== undefined || input.last_name !== undefined }),
  });
}

export function useCompleteOnboarding() {
  const store = useStoreProfile();
  return useMutation({
    // The success toast comes from the page, after it has moved on to the dashboard.
    mutationFn: (input: OnboardingInput) =>
      api.post<CandidateProfile>('/api/profile/onboarding', input, {
        handledStatuses: [422],
        skipSuccessToasts: true,
      }),
    onSuccess: (profile) => store(profile, { namesChanged: true }),
  });
}
