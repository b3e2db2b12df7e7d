// The company's onboarding checklist (`/api/onboarding-template`, docs/api/offers.md): the tasks
// every new hire gets. Recruiters and up read it; Managers and Company Admins change it, always
// the whole list at once (onboardings already started keep their tasks).
import type { OnboardingTaskKind } from '@hireloop/shared/onboarding';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/http.ts';

export interface ChecklistField {
  key: string;
  label: string;
  sensitive: boolean;
}

export interface ChecklistTask {
  kind: OnboardingTaskKind;
  title: string;
  description: string;
  dueDays: number;
  fields: ChecklistField[];
}

export interface OnboardingChecklist {
  tasks: ChecklistTask[];
  abilities: { update: boolean };
}

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
