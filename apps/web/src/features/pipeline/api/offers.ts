// The offer of one application on the candidate panel (docs/api/offers.md): its offers, the
// company's letter templates, preview, create, send, withdraw, and the hire's onboarding progress.
// Live: `offer.updated` and `onboarding.updated` refresh the panel and the pipeline.
import type { CamelCasedKeys } from '@hireloop/shared/case';
import type { OfferTemplate as OfferTemplateWire, Offer as OfferWire } from '@hireloop/shared/offers';
import { OFFER_UPDATED_EVENT } from '@hireloop/shared/offers';
import type { OnboardingSummary as OnboardingWire } from '@hireloop/shared/onboarding';
import { ONBOARDING_UPDATED_EVENT } from '@hireloop/shared/onboarding';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '#web/lib/http.ts';
import { subscribeToUserEvent } from '#web/lib/realtime.ts';
import type { ResourcePage } from '#web/lib/resource-client.ts';
import { PIPELINE_KEY, pipelineKeys } from './pipeline-types.ts';

export type Offer = CamelCasedKeys<OfferWire>;
export type OfferTemplate = CamelCasedKeys<OfferTemplateWire>;
export type OnboardingSummary = CamelCasedKeys<OnboardingWire>;

const OFFERS_KEY = ['offers'] as const;
export const offerKeys = {
  ofApplication: (applicationId: number) => [...OFFERS_KEY, 'application', applicationId] as const,
  templates: () => [...OFFERS_KEY, 'templates'] as const,
  onboarding: (applicationId: number) => [...OFFERS_KEY, 'onboarding', applicationId] as const,
};

export function useApplicationOffers(applicationId: number, enabled: boolean) {
  return useQuery({
    queryKey: offerKeys.ofApplication(applicationId),
    queryFn: ({ signal }) =>
      api.get<ResourcePage<Offer>>('/api/offers', { params: { applicationId, perPage: 10 }, signal }),
    enabled,
  });
}

export function useOfferTemplates(enabled: boolean) {
  return useQuery({
    queryKey: offerKeys.templates(),
    queryFn: ({ signal }) =>
      api.get<ResourcePage<OfferTemplate>>('/api/offer-templates', { params: { perPage: 100 }, signal }),
    enabled,
  });
}

export function useApplicationOnboarding(applicationId: number, enabled: boolean) {
  return useQuery({
    queryKey: offerKeys.onboarding(applicationId),
    queryFn: ({ signal }) =>
      api.get<ResourcePage<OnboardingSummary>>('/api/onboardings', { params: { applicationId }, signal }),
    enabled,
  });
}

function useRefresh(applicationId: number) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: offerKeys.ofApplication(applicationId) }),
      queryClient.invalidateQueries({ queryKey: pipelineKeys.panel(applicationId) }),
    ]);
}

const FORM_REQUEST = { handledStatuses: [422] } as const;

export function usePreviewOffer() {
  return useMutation({
    mutationFn: (payload: object) =>
      api.post<{ letterHtml: string }>('/api/offers/preview', payload, FORM_REQUEST),
  });
}

export function useCreateOffer(applicationId: number) {
  const refresh = useRefresh(applicationId);
  return useMutation({
    mutationFn: (payload: object) => api.post<Offer>('/api/offers', payload, FORM_REQUEST),
    onSuccess: refresh,
  });
}

export function useUpdateOffer(applicationId: number) {
  const refresh = useRefresh(applicationId);
  return useMutation({
    mutationFn: ({ id, payload }: { id: number; payload: object }) =>
      api.put<Offer>(`/api/offers/${id}`, payload, FORM_REQUEST),
    onSuccess: refresh,
  });
}

export function useOfferAction(applicationId: number) {
  const refresh = useRefresh(applicationId);
  return useMutation({
    mutationFn: ({ id, action }: { id: number; action: 'send' | 'approve' | 'withdraw' }) =>
      api.post<{ message: string; offer: Offer }>(`/api/offers/${id}/${action}`),
    onSuccess: refresh,
  });
}

/** An accepted offer or a completed task elsewhere refreshes what the company has open. */
export function useLiveOfferUpdates(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const refresh = () => {
      void queryClient.invalidateQueries({ queryKey: OFFERS_KEY });
      void queryClient.invalidateQueries({ queryKey: PIPELINE_KEY });
    };
    const stopOffers = subscribeToUserEvent(OFFER_UPDATED_EVENT, refresh);
    const stopOnboarding = subscribeToUserEvent(ONBOARDING_UPDATED_EVENT, refresh);
    return () => {
      stopOffers();
      stopOnboarding();
    };
  }, [queryClient]);
}
