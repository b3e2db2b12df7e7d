// Bulk user imports (docs/api/imports.md): the list, one import (polled while it runs), upload,
// mapping and start.
import type { CamelCasedKeys } from '@hireloop/shared/case';
import type { ImportKind, UserImport as WireUserImport } from '@hireloop/shared/imports';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/http.ts';
import type { ResourcePage } from '#web/lib/resource-client.ts';

/** The mapping's keys arrive camelCased (`firstName`) like every key, and leave snake_cased. */
export type UserImport = CamelCasedKeys<WireUserImport>;
export type ImportMapping = Record<string, number | null>;

const KEY = ['user-imports'] as const;
/** How often a running import is asked for its progress. */
export const PROGRESS_POLL_MS = 1000;

export function useImports(page: number) {
  return useQuery({
    queryKey: [...KEY, 'list', page],
    queryFn: ({ signal }) =>
      api.get<ResourcePage<UserImport>>('/api/user-imports', { params: { page, perPage: 20 }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useImport(id: string) {
  return useQuery({
    queryKey: [...KEY, 'one', id],
    queryFn: ({ signal }) =>
      api.get<UserImport>(`/api/user-imports/${encodeURIComponent(id)}`, {
        signal,
        handledStatuses: [404, 422],
      }),
    retry: false,
    refetchInterval: (query) => {
      const data = query.state.data;
      const busy = (status: string | null | undefined) => status === 'queued' || status === 'running';
      return busy(data?.status) || busy(data?.confirmStatus) ? PROGRESS_POLL_MS : false;
    },
  });
}

export function useUploadImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, kind }: { file: File; kind: ImportKind }) => {
      const body = new FormData();
      body.append('file', file);
      return api.post<UserImport>(`/api/user-imports?kind=${kind}`, body, { handledStatuses: [413, 422] });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}

function useImportChange<Input>(send: (input: Input) => Promise<UserImport>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (updated) => {
      queryClient.setQueryData([...KEY, 'one', String(updated.id)], updated);
      void queryClient.invalidateQueries({ queryKey: [...KEY, 'list'] });
    },
  });
}

export function useUpdateMapping(id: number) {
  return useImportChange((mapping: ImportMapping) =>
    api.put<UserImport>(`/api/user-imports/${id}`, { mapping }, { handledStatuses: [422] }),
  );
}

export function useStartImport(id: number) {
  return useImportChange(() =>
    api.post<UserImport>(`/api/user-imports/${id}/start`, {}, { handledStatuses: [422] }),
  );
}

/** "Ask contacts to confirm their info": a job mails every contact the import created. */
export function useRequestConfirmation(id: number) {
  return useImportChange(() =>
    api.post<UserImport>(`/api/user-imports/${id}/confirm-requests`, {}, { handledStatuses: [422] }),
  );
}
