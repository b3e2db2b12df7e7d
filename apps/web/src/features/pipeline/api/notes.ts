// Private notes of the team on an application: `POST /api/applications/{id}/notes` and
// `DELETE /api/application-notes/{id}`. The panel's answer carries the newest notes, so both
// refresh the panel.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/http.ts';
import { type ApplicationNote, pipelineKeys } from './pipeline-types.ts';

export function useAddNote(applicationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    // 422s are shown under the note field.
    mutationFn: (body: string) =>
      api.post<ApplicationNote>(
        `/api/applications/${applicationId}/notes`,
        { body },
        { handledStatuses: [422] },
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: pipelineKeys.panel(applicationId) }),
  });
}

export function useDeleteNote(applicationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (noteId: number) => api.delete<void>(`/api/application-notes/${noteId}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: pipelineKeys.panel(applicationId) }),
  });
}
