// The active company's profile (docs/api/accounts.md "Companies"): read, replace, and its avatar.
import type { CamelCasedKeys } from '@hireloop/shared/case';
import type { CompanyProfileResponse } from '@hireloop/shared/companies';
import type { CompanyProfileInput } from '@hireloop/shared/tenancy';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/http.ts';
import { useSession } from '#web/lib/session/session.tsx';

/** The profile as `GET /api/companies/current` answers it (keys camelCased). */
export type CompanyProfile = CamelCasedKeys<CompanyProfileResponse>;

const PROFILE_QUERY_KEY = ['companies', 'current', 'profile'] as const;

export function companyProfileQueryOptions() {
  return queryOptions({
    queryKey: PROFILE_QUERY_KEY,
    queryFn: ({ signal }) => api.get<CompanyProfile>('/api/companies/current', { signal }),
  });
}

export function useCompanyProfile() {
  return useQuery(companyProfileQueryOptions());
}

/** The name and avatar also show in the account switcher, so the user is asked again too. */
function useRefreshAfterChange() {
  const queryClient = useQueryClient();
  const { refetchUser } = useSession();
  return async () => {
    await Promise.all([queryClient.invalidateQueries({ queryKey: ['companies', 'current'] }), refetchUser()]);
  };
}

export function useUpdateCompanyProfile() {
  const refresh = useRefreshAfterChange();
  return useMutation({
    // The answer's `message` is shown as a success toast by the HTTP client.
    mutationFn: (input: CompanyProfileInput) =>
      api.put<CompanyProfile & { message: string }>('/api/companies/current', input, {
        handledStatuses: [422],
      }),
    onSuccess: refresh,
  });
}

export function useUploadCompanyAvatar() {
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: (file: File) => {
      const body = new FormData();
      body.append('avatar', file);
      return api.post<{ avatar: string }>('/api/companies/current/avatar', body, {
        handledStatuses: [413, 422],
      });
    },
    onSuccess: refresh,
  });
}

export function useRemoveCompanyAvatar() {
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: () => api.delete<void>('/api/companies/current/avatar'),
    onSuccess: refresh,
  });
}
