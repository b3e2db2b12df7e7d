// The company's onboarding checklist (`/api/onboarding-template`, docs/api/offers.md): the tasks
// every new hire gets. Recruiters and up read it; Managers and Company Admins change it, always
// the whole list at once (onboardings already started keep their tasks).
import type { CamelCasedKeys } from '@hireloop/shared/case';
import type { onboardingTemplateResponseSchema } from '@hireloop/shared/onboarding';
import type { z } from '@hireloop/shared/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/http.ts';

export type OnboardingChecklist = CamelCasedKeys<z.infer<typeof onboardingTemplateResponseSchema>>;
export type ChecklistTask = OnboardingChecklist['tasks'][number];
export type ChecklistField = ChecklistTask['fields'][number];

const CHECKLIST_KEY = ['onboarding-template'] as const;

export function useOnboardingChecklist() {
  return useQuery({
    queryKey: CHECKLIST_KEY,
    queryFn: ({ signal }) => api.get<OnboardingChecklist>('/api/onboarding-template', { signal }),
  });
}

/** Field keys are the server's own names for the answers: sent as they are, never re-cased. */
function wireTask(task: ChecklistTask) {
  return {
    kind: task.kind,
    title: task.title,
    description: task.description,
    dueDays: task.dueDays,
    ...(task.kind === 'form' ? { fields: task.fields } : {}),
    documentId: task.document?.id ?? null,
  };
}

export function useSaveOnboardingChecklist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (tasks: ChecklistTask[]) =>
      api.put<OnboardingChecklist>(
        '/api/onboarding-template',
        { tasks: tasks.map(wireTask) },
        { handledStatuses: [422] },
      ),
    onSuccess: (saved) => queryClient.setQueryData(CHECKLIST_KEY, saved),
  });
}
