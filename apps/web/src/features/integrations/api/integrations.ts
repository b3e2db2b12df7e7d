// The active company's integrations and recording a connection (/auth/{service}/{status}).
import type { CamelCasedKeys } from '@hireloop/shared/case';
import type { IntegrationService, integrationSchema } from '@hireloop/shared/integrations';
import type { z } from '@hireloop/shared/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/http.ts';

export type Integration = CamelCasedKeys<z.infer<typeof integrationSchema>>;
const KEY = ['integrations'] as const;

export function useIntegrations() {
  return useQuery({
    queryKey: KEY,
    queryFn: ({ signal }) =>
      api.get<{ data: Integration[]; abilities: { manage: boolean } }>('/api/integrations', { signal }),
  });
}

export function useSetIntegration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { service: IntegrationService; connected: boolean }) =>
      api.put<Integration>(`/api/integrations/${input.service}`, { connected: input.connected }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}
