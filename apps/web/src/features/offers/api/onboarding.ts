// `/api/onboardings/{id}`: the hire's checklist, and completing one task (JSON, or multipart with
// the file for uploads).
import type { CamelCasedKeys } from '@hireloop/shared/case';
import type { Onboarding as OnboardingWire } from '@hireloop/shared/onboarding';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/http.ts';

export type Onboarding = CamelCasedKeys<OnboardingWire>;
export type OnboardingTask = Onboarding['tasks'][number];

const key = (id: number) => ['onboarding', id] as const;

export function useOnboarding(id: number) {
  return useQuery({
    queryKey: key(id),
    queryFn: ({ signal }) =>
      api.get<Onboarding>(`/api/onboardings/${id}`, { signal, handledStatuses: [404] }),
    enabled: Number.isInteger(id) && id > 0,
    retry: false,
  });
}

export function useCompleteTask(onboardingId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ taskId, body }: { taskId: number; body: FormData | object }) =>
      api.post<Onboarding>(`/api/onboardings/${onboardingId}/tasks/${taskId}/complete`, body, {
        handledStatuses: [409, 413, 422],
      }),
    onSuccess: (onboarding) => queryClient.setQueryData(key(onboardingId), onboarding),
  });
}
