// Applying from a company's career page (docs/api/career-pages.md): the posting by the page's
// address, and applying with a new account in one request (`POST /api/careers/{slug}/jobs/{id}/apply`).
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/http.ts';
import type { Answer } from '../screening-answers.ts';
import type { OpportunityDetail } from './opportunity-types.ts';

export interface CareerAccount {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  passwordConfirmation: string;
}

const jobPath = (slug: string, id: string) =>
  `/api/careers/${encodeURIComponent(slug)}/jobs/${encodeURIComponent(id)}`;

export function useCareerJob(slug: string, id: string) {
  return useQuery({
    queryKey: ['careers', slug, 'jobs', id],
    queryFn: ({ signal }) =>
      api.get<OpportunityDetail>(jobPath(slug, id), { signal, handledStatuses: [404] }),
    retry: false,
  });
}

export function useApplyWithAccount(slug: string, id: string) {
  return useMutation({
    mutationFn: (input: CareerAccount & { answers: Answer[]; timezone?: string }) =>
      api.post<{ status: 'active' | 'disqualified'; message: string }>(`${jobPath(slug, id)}/apply`, input, {
        handledStatuses: [422],
        skipSuccessToasts: true,
      }),
  });
}
