// The active enterprise with what the signed-in user may do in it (`GET /api/enterprises/current`),
// and the edits of its profile and settings.
import type { enterpriseProfileSchema, enterpriseSettingsSchema } from '@hireloop/shared/tenancy';
import type { z } from '@hireloop/shared/zod';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/http.ts';
import { useSession } from '#web/lib/session/session.tsx';
import { enterpriseKeys } from './enterprise-query-keys.ts';
import type { CurrentEnterprise } from './enterprise-types.ts';

type EnterpriseProfileInput = z.infer<typeof enterpriseProfileSchema>;
type EnterpriseSettingsInput = z.infer<typeof enterpriseSettingsSchema>;

export function currentEnterpriseQueryOptions() {
  return queryOptions({
    queryKey: enterpriseKeys.current(),
    queryFn: ({ signal }) => api.get<CurrentEnterprise>('/api/enterprises/current', { signal }),
  });
}

export function useCurrentEnterprise() {
  return useQuery(currentEnterpriseQueryOptions());
}

/** Renames the enterprise (Owner and Admin); the server's message shows as a toast. */
export function updateEnterpriseProfile(input: EnterpriseProfileInput): Promise<{ message: string }> {
  return api.put('/api/enterprises/current', input, { handledStatuses: [422] });
}

/** Changes the enterprise type, and with it every label (Owner only). */
export function updateEnterpriseSettings(input: EnterpriseSettingsInput): Promise<{ message: string }> {
  return api.put('/api/enterprises/current/settings', input, { handledStatuses: [422] });
}

/** The logo also shows in the account switcher and the avatar menu: the user is asked again too. */
function useRefreshLogo() {
  const queryClient = useQueryClient();
  const { refetchUser } = useSession();
  return async () => {
    await Promise.all([queryClient.invalidateQueries({ queryKey: enterpriseKeys.current() }), refetchUser()]);
  };
}

/** A new enterprise logo (Owner and Admin), checked by content on the server. */
export function useUploadEnterpriseAvatar() {
  const refresh = useRefreshLogo();
  return useMutation({
    mutationFn: (file: File) => {
      const body = new FormData();
      body.append('avatar', file);
      return api.post<{ avatar: string }>('/api/enterprises/current/avatar', body, {
        handledStatuses: [413, 422],
      });
    },
    onSuccess: refresh,
  });
}

export function useRemoveEnterpriseAvatar() {
  const refresh = useRefreshLogo();
  return useMutation({
    mutationFn: () => api.delete<void>('/api/enterprises/current/avatar'),
    onSuccess: refresh,
  });
}
