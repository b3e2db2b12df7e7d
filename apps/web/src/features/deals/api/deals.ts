// `GET /api/deals/{slug}` and `POST /api/deals/{slug}/redeem` (docs/api/deals.md): the landing
// page's deal, and signing a company up with it.
import type { CamelCasedKeys } from '@hireloop/shared/case';
import type { PublicDeal as PublicDealWire, RedeemDealInput } from '@hireloop/shared/deals';
import { useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/http.ts';

export type PublicDeal = CamelCasedKeys<PublicDealWire>;

export function useDeal(slug: string) {
  return useQuery({
    queryKey: ['deals', slug],
    // A missing deal is shown by the page (404), not as a toast.
    queryFn: ({ signal }) =>
      api.get<PublicDeal>(`/api/deals/${encodeURIComponent(slug)}`, { signal, skipErrorHandling: true }),
    retry: false,
  });
}

/** 422s (a field, or the deal ran out meanwhile) are shown in the form. */
export function redeemDeal(slug: string, input: RedeemDealInput): Promise<{ id: number; name: string }> {
  return api.post(`/api/deals/${encodeURIComponent(slug)}/redeem`, input, { handledStatuses: [422] });
}
