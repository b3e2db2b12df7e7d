// The admin area's deals (`/api/admin/deals`, docs/api/deals.md) and feature announcements
// (`/api/admin/feature-announcements`, docs/api/notifications.md): a page of each, create, and end
// a deal / retire an announcement.
import type { CamelCasedKeys } from '@hireloop/shared/case';
import type { AdminDeal as AdminDealWire, DealInput } from '@hireloop/shared/deals';
import type {
  CreateFeatureAnnouncementInput,
  FeatureAnnouncement as FeatureAnnouncementWire,
} from '@hireloop/shared/notifications';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/http.ts';
import type { ResourcePage } from '#web/lib/resource-client.ts';

export type AdminDeal = CamelCasedKeys<AdminDealWire>;
export type AdminAnnouncement = CamelCasedKeys<FeatureAnnouncementWire>;

const DEALS_KEY = ['admin', 'deals'] as const;
const ANNOUNCEMENTS_KEY = ['admin', 'announcements'] as const;
const PER_PAGE = 10;
/** 422s are shown in the form. */
const FORM = { handledStatuses: [422] } as const;

export function useAdminDeals(page: number) {
  return useQuery({
    queryKey: [...DEALS_KEY, page],
    queryFn: ({ signal }) =>
      api.get<ResourcePage<AdminDeal>>('/api/admin/deals', { params: { page, perPage: PER_PAGE }, signal }),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

export function useCreateDeal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: DealForm) => api.post<AdminDeal>('/api/admin/deals', input, FORM),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: DEALS_KEY }),
  });
}

/** Deletes an unused deal; one already redeemed is ended (expired now) instead. */
export function useEndDeal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete(`/api/admin/deals/${id}`),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: DEALS_KEY }),
  });
}

export function useAdminAnnouncements(page: number) {
  return useQuery({
    queryKey: [...ANNOUNCEMENTS_KEY, page],
    queryFn: ({ signal }) =>
      api.get<ResourcePage<AdminAnnouncement>>('/api/admin/feature-announcements', {
        params: { page, perPage: PER_PAGE },
        signal,
      }),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

export function useCreateAnnouncement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AnnouncementForm) =>
      api.post<AdminAnnouncement>('/api/admin/feature-announcements', input, FORM),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ANNOUNCEMENTS_KEY }),
  });
}

export function useRetireAnnouncement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post<AdminAnnouncement>(`/api/admin/feature-announcements/${id}/retire`),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ANNOUNCEMENTS_KEY }),
  });
}

/** The wire inputs as the forms send them (before the server's defaults). */
export type DealForm = Omit<DealInput, 'description'> & { description?: string };
export type AnnouncementForm = Partial<CreateFeatureAnnouncementInput> &
  Pick<CreateFeatureAnnouncementInput, 'title' | 'description' | 'published'>;
