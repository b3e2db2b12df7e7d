// The candidate's offer page (`/api/public-offers/{uuid}`, no login): read, accept, decline.
import type { CamelCasedKeys } from '@hireloop/shared/case';
import type { PublicOffer as PublicOfferWire } from '@hireloop/shared/offers';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/http.ts';

export type PublicOffer = CamelCasedKeys<PublicOfferWire>;

const key = (uuid: string) => ['public-offer', uuid] as const;

export function usePublicOffer(uuid: string) {
  return useQuery({
    queryKey: key(uuid),
    queryFn: ({ signal }) =>
      api.get<PublicOffer>(`/api/public-offers/${encodeURIComponent(uuid)}`, {
        signal,
        handledStatuses: [404],
      }),
    retry: false,
  });
}

/** 409/410/422 answers are shown on the page itself. */
const ANSWER_REQUEST = { handledStatuses: [409, 410, 422] } as const;

export function useAnswerOffer(uuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (
      answer:
        | { action: 'accept'; fullName: string; consent: boolean; documentHash: string }
        | { action: 'decline'; reason: string },
    ) => {
      const { action, ...body } = answer;
      return api.post<PublicOffer>(
        `/api/public-offers/${encodeURIComponent(uuid)}/${action}`,
        body,
        ANSWER_REQUEST,
      );
    },
    onSuccess: (offer) => queryClient.setQueryData(key(uuid), offer),
  });
}
