// The active company's career page (docs/api/career-pages.md): read, save, publish, unpublish,
// and image uploads. Success messages are toasted by the HTTP client.

import type { CareerPage as CareerPageWire, CareerSectionKind } from '@hireloop/shared/career-pages';
import type { CamelCasedKeys } from '@hireloop/shared/case';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/http.ts';

export type CareerPage = CamelCasedKeys<CareerPageWire>;

export interface CareerPageInput {
  slug: string;
  headline: string;
  about: string;
  primaryColor: string;
  accentColor: string;
  logoImage: string | null;
  coverImage: string | null;
  sections: Array<{ kind: CareerSectionKind; title: string; items: string[] }>;
}

const KEY = ['career-page'] as const;

export function useCareerPage() {
  return useQuery({
    queryKey: KEY,
    queryFn: ({ signal }) => api.get<CareerPage>('/api/career-page', { signal }),
  });
}

function useCareerPageMutation<Input>(send: (input: Input) => Promise<CareerPage>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (page) => queryClient.setQueryData(KEY, page),
  });
}

export function useSaveCareerPage() {
  return useCareerPageMutation((input: CareerPageInput) =>
    api.put<CareerPage>('/api/career-page', input, { handledStatuses: [422] }),
  );
}

export function usePublishCareerPage() {
  return useCareerPageMutation((publish: boolean) =>
    api.post<CareerPage>(`/api/career-page/${publish ? 'publish' : 'unpublish'}`, {}),
  );
}

export function useUploadCareerImage() {
  return useMutation({
    mutationFn: (file: File) => {
      const body = new FormData();
      body.append('image', file);
      return api.post<{ name: string; url: string }>('/api/career-page/images', body, {
        handledStatuses: [413, 422],
      });
    },
  });
}
