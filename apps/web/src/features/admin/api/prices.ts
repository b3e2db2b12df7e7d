// The price list super admins edit (`/api/admin/prices`, docs/api/admin.md, decision 115).
import type { PriceListPayload } from '@hireloop/shared/billing';
import type { CamelCasedKeys } from '@hireloop/shared/case';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/http.ts';

export type PriceList = CamelCasedKeys<PriceListPayload>;
export type PriceVersion = PriceList['prices'][number];

const PRICES_KEY = ['admin', 'prices'] as const;
const PER_PAGE = 10;

export function useAdminPrices(page: number) {
  return useQuery({
    queryKey: [...PRICES_KEY, page],
    queryFn: ({ signal }) =>
      api.get<PriceList>('/api/admin/prices', { params: { page, perPage: PER_PAGE }, signal }),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

export function useEditPrice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { itemName: string; unitPrice: string }) =>
      api.put<PriceList>('/api/admin/prices', { item_name: input.itemName, unit_price: input.unitPrice }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: PRICES_KEY }),
  });
}
