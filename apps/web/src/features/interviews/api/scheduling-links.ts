// The public self-scheduling link: read it with its free slots, book one (409: someone was quicker).
import type { CamelCasedKeys } from '@hireloop/shared/case';
import type { BookingResult, SchedulingLink } from '@hireloop/shared/interviews';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/http.ts';

export type SchedulingLinkView = CamelCasedKeys<SchedulingLink>;
export type Booking = CamelCasedKeys<BookingResult>;

const linkKey = (uuid: string) => ['scheduling-links', uuid] as const;

export function useSchedulingLink(uuid: string) {
  return useQuery({
    queryKey: linkKey(uuid),
    queryFn: ({ signal }) => api.get<SchedulingLinkView>(`/api/scheduling-links/${uuid}`, { signal }),
  });
}

export function useBookSlot(uuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { startTime: string; timezone: string }) =>
      api.post<Booking>(`/api/scheduling-links/${uuid}/book`, input, { handledStatuses: [409, 422] }),
    // Taken or not: the slots change; read them again.
    onSettled: () => queryClient.invalidateQueries({ queryKey: linkKey(uuid) }),
  });
}
