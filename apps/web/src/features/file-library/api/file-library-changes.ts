// Changes to the company's file library (`/api/file-library`, docs/api/offers.md): upload, rename,
// move to a place (`order`, 0 first; the others close up round it) and remove. Every change
// refreshes the library's pages wherever they are shown (this page, the pickers).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { FILE_LIBRARY_KEY, type LibraryFile } from '#web/lib/file-library.ts';
import { api } from '#web/lib/http.ts';

const FORM_REQUEST = { handledStatuses: [413, 422] } as const;

function useLibraryChange<TInput>(change: (input: TInput) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSettled: () => queryClient.invalidateQueries({ queryKey: FILE_LIBRARY_KEY }),
  });
}

export function useUploadLibraryFile() {
  return useLibraryChange((file: File) => {
    const form = new FormData();
    form.append('file', file, file.name);
    return api.post<LibraryFile>('/api/file-library', form, FORM_REQUEST);
  });
}

export function useRenameLibraryFile() {
  return useLibraryChange(({ id, name }: { id: number; name: string }) =>
    api.put<LibraryFile>(`/api/file-library/${id}`, { currentName: name }, { handledStatuses: [404, 422] }),
  );
}

export function useMoveLibraryFile() {
  return useLibraryChange(({ id, position }: { id: number; position: number }) =>
    api.put<LibraryFile>(`/api/file-library/${id}`, { order: position }, { handledStatuses: [404] }),
  );
}

export function useRemoveLibraryFile() {
  return useLibraryChange((id: number) => api.delete(`/api/file-library/${id}`, { handledStatuses: [404] }));
}
