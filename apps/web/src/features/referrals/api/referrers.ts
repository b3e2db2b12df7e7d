// `GET /api/referrers/{id}` and `GET /api/referrers/{id}/sign-ups` (docs/api/referrals.md): the
// Referral Portal's figures and its sign-ups, a page at a time.
import type { CamelCasedKeys } from '@hireloop/shared/case';
import type {
  ReferralSignup as ReferralSignupWire,
  Referrer as ReferrerWire,
} from '@hireloop/shared/referrals';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/http.ts';
import type { ResourcePage } from '#web/lib/resource-client.ts';

export type Referrer = CamelCasedKeys<ReferrerWire>;
export type ReferralSignup = CamelCasedKeys<ReferralSignupWire>;

const PER_PAGE = 10;

export function useReferrer(id: number) {
  return useQuery({
    queryKey: ['referrers', id],
    // Someone else's portal answers 404: the page says so instead of a toast.
    queryFn: ({ signal }) => api.get<Referrer>(`/api/referrers/${id}`, { signal, skipErrorHandling: true }),
    enabled: Number.isInteger(id) && id > 0,
    retry: false,
  });
}

export function useReferralSignups(id: number, page: number, enabled: boolean) {
  return useQuery({
    queryKey: ['referrers', id, 'sign-ups', page],
    queryFn: ({ signal }) =>
      api.get<ResourcePage<ReferralSignup>>(`/api/referrers/${id}/sign-ups`, {
        params: { page, perPage: PER_PAGE },
        signal,
      }),
    enabled,
    placeholderData: keepPreviousData,
    retry: false,
  });
}
