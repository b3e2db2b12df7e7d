// The company's file library (`/api/file-library`, docs/api/offers.md): one page of files, found
// by name. Shared here because messages and offers both attach files from it (decision 038).
import type { CamelCasedKeys } from '@hireloop/shared/case';
import type { FileAttachment } from '@hireloop/shared/files';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from './http.ts';
import type { ResourcePage } from './resource-client.ts';

export type LibraryFile = CamelCasedKeys<FileAttachment>;

export const FILE_LIBRARY_KEY = ['file-library'] as const;
export const FILE_LIBRARY_PER_PAGE = 10;

export function fileLibraryPageQuery(page: number, search: string) {
  return queryOptions({
    queryKey: [...FILE_LIBRARY_KEY, page, search],
    queryFn: ({ signal }) =>
      api.get<ResourcePage<LibraryFile>>('/api/file-library', {
        params: { page, perPage: FILE_LIBRARY_PER_PAGE, search: search || undefined },
        signal,
      }),
    // The list keeps its rows while the next page or search loads, instead of jumping.
    placeholderData: keepPreviousData,
  });
}
