// The talent pool ("rolodex", docs/api/pipeline.md "Talent pool"): people who did not apply, kept
// by the company to invite later. `GET|POST /api/talent-pool-contacts`,
// `POST /api/talent-pool-contacts/{id}/invite`.
import type { CamelCasedKeys } from '@hireloop/shared/case';
import type {
  CreateTalentPoolContactInput,
  TalentPoolContact as WireContact,
} from '@hireloop/shared/pipeline';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/http.ts';
import type { ResourcePage } from '#web/lib/resource-client.ts';

export type TalentPoolContact = CamelCasedKeys<WireContact>;

export interface TalentPoolPage extends ResourcePage<TalentPoolContact> {
  abilities: { create: boolean; invite: boolean };
}

export const TALENT_POOL_KEY = ['talent-pool'] as const;
export const RECENT_CONTACTS_COUNT = 5;

export function recentContactsQueryOptions() {
  return queryOptions({
    queryKey: [...TALENT_POOL_KEY, 'recent'],
    queryFn: ({ signal }) =>
      api.get<TalentPoolPage>('/api/talent-pool-contacts', {
        params: { perPage: RECENT_CONTACTS_COUNT },
        signal,
      }),
  });
}

export function useRecentContacts() {
  return useQuery(recentContactsQueryOptions());
}

export function useCreateContact() {
  const queryClient = useQueryClient();
  return useMutation({
    // 422s (a duplicate email among them) are shown beside the fields.
    mutationFn: (input: CreateTalentPoolContactInput) =>
      api.post<TalentPoolContact>('/api/talent-pool-contacts', input, { handledStatuses: [422] }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TALENT_POOL_KEY }),
  });
}

export function useInviteContact() {
  const queryClient = useQueryClient();
  return useMutation({
    // The server's success message ("We emailed an invitation to …") is toasted by the HTTP client.
    mutationFn: ({ contactId, opportunityId }: { contactId: number; opportunityId: number }) =>
      api.post<TalentPoolContact & { message: string }>(
        `/api/talent-pool-contacts/${contactId}/invite`,
        { opportunityId },
        { handledStatuses: [422] },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TALENT_POOL_KEY }),
  });
}
