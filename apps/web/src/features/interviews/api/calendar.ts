// The signed-in user's weekly interview hours and private calendar feed URL.
import type { CamelCasedKeys } from '@hireloop/shared/case';
import type { Availability } from '@hireloop/shared/interviews';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/http.ts';

export type AvailabilityView = CamelCasedKeys<Availability> & { customized: boolean };
export interface CalendarFeed {
  url: string;
  webcalUrl: string;
}

const AVAILABILITY_KEY = ['users', 'self', 'availability'] as const;
const FEED_KEY = ['users', 'self', 'calendar-feed'] as const;

export function useAvailability() {
  return useQuery({
    queryKey: AVAILABILITY_KEY,
    queryFn: ({ signal }) => api.get<AvailabilityView>('/api/users/self/availability', { signal }),
  });
}

export function useSaveAvailability() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CamelCasedKeys<Availability>) =>
      api.put<AvailabilityView>('/api/users/self/availability', input),
    onSuccess: (saved) => queryClient.setQueryData(AVAILABILITY_KEY, saved),
  });
}

export function useCalendarFeed() {
  return useQuery({
    queryKey: FEED_KEY,
    queryFn: ({ signal }) => api.get<CalendarFeed>('/api/users/self/calendar-feed', { signal }),
  });
}

export function useResetCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<CalendarFeed>('/api/users/self/calendar-feed/reset'),
    onSuccess: (feed) => queryClient.setQueryData(FEED_KEY, feed),
  });
}
