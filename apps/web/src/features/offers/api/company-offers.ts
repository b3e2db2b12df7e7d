// The active company's offers (`/api/offers`), its approval setting (`/api/offer-settings`) and
// its hires in onboarding (`/api/onboardings`), and its letter templates, for /company-offers.
import type { CamelCasedKeys } from '@hireloop/shared/case';
import type {
  OfferStatus,
  OfferTemplate as OfferTemplateWire,
  Offer as OfferWire,
} from '@hireloop/shared/offers';
import type { OnboardingSummary as OnboardingWire } from '@hireloop/shared/onboarding';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/http.ts';
import { createResourceClient, type ResourcePage } from '#web/lib/resource-client.ts';

export type Offer = CamelCasedKeys<OfferWire>;
export type OnboardingSummary = CamelCasedKeys<OnboardingWire>;

export interface OffersPage extends ResourcePage<Offer> {
  abilities: { create: boolean; approve: boolean };
}

const OFFERS_KEY = ['offers'] as const;

export function useCompanyOffers(page: number, status: OfferStatus | null) {
  return useQuery({
    queryKey: [...OFFERS_KEY, 'list', page, status],
    queryFn: ({ signal }) =>
      api.get<OffersPage>('/api/offers', {
        params: { page, perPage: 20, status: status ?? undefined },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useOnboardingsInProgress() {
  return useQuery({
    queryKey: [...OFFERS_KEY, 'onboardings', 'in_progress'],
    queryFn: ({ signal }) =>
      api.get<ResourcePage<OnboardingSummary>>('/api/onboardings', {
        params: { status: 'in_progress', perPage: 50 },
        signal,
      }),
  });
}

export function useOfferSettings() {
  return useQuery({
    queryKey: [...OFFERS_KEY, 'settings'],
    queryFn: ({ signal }) =>
      api.get<{ requireApproval: boolean; abilities: { update: boolean } }>('/api/offer-settings', {
        signal,
      }),
  });
}

export function useUpdateOfferSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (requireApproval: boolean) => api.put('/api/offer-settings', { requireApproval }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...OFFERS_KEY, 'settings'] }),
  });
}

export function useApproveOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post<{ message: string }>(`/api/offers/${id}/approve`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: OFFERS_KEY }),
  });
}

export type OfferTemplate = CamelCasedKeys<OfferTemplateWire>;

const TEMPLATES_KEY = [...OFFERS_KEY, 'templates'] as const;

const letterTemplates = createResourceClient<OfferTemplate, { name: string; body: string }>(
  'offer-templates',
);

export function useLetterTemplates() {
  return useQuery({
    queryKey: TEMPLATES_KEY,
    queryFn: ({ signal }) => letterTemplates.index({ perPage: 100 }, { signal }),
  });
}

export function useSaveLetterTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...payload }: { id: number | null; name: string; body: string }) =>
      id
        ? letterTemplates.update(id, payload, { handledStatuses: [422] })
        : letterTemplates.create(payload, { handledStatuses: [422] }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TEMPLATES_KEY }),
  });
}

export function useDeleteLetterTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => letterTemplates.delete(id, undefined, { handledStatuses: [422] }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TEMPLATES_KEY }),
  });
}
