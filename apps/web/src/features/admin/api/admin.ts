// The admin area's data (`/api/admin/*`, docs/api/admin.md): figures, user and company search, a
// company's view and support actions, and starting/stopping impersonation.
import type {
  AdminCompanyDetail as AdminCompanyDetailWire,
  AdminCompany as AdminCompanyWire,
  AdminStats as AdminStatsWire,
  AdminUser as AdminUserWire,
} from '@hireloop/shared/admin';
import type { CamelCasedKeys } from '@hireloop/shared/case';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, HttpError } from '#web/lib/http.ts';
import type { ResourcePage } from '#web/lib/resource-client.ts';

export type AdminStats = CamelCasedKeys<AdminStatsWire>;
export type AdminUser = CamelCasedKeys<AdminUserWire>;
export type AdminCompany = CamelCasedKeys<AdminCompanyWire>;
export type AdminCompanyDetail = CamelCasedKeys<AdminCompanyDetailWire>;

const ADMIN_KEY = ['admin'] as const;
const PER_PAGE = 10;

/** The server's reason for a refusal (403 `{ message }`), or null. */
export function refusalOf(error: unknown): string | null {
  if (!(error instanceof HttpError) || error.status !== 403) return null;
  const body = error.body as { message?: unknown } | null;
  return typeof body?.message === 'string' ? body.message : null;
}

export function useAdminStats() {
  return useQuery({
    queryKey: [...ADMIN_KEY, 'stats'],
    // A refusal is shown by the page (why, and where to set up two-factor), not sent to /launch-pad.
    queryFn: ({ signal }) => api.get<AdminStats>('/api/admin/stats', { signal, skipErrorHandling: true }),
    retry: false,
  });
}

export function useAdminUsers(search: string, page: number) {
  return useQuery({
    queryKey: [...ADMIN_KEY, 'users', search, page],
    queryFn: ({ signal }) =>
      api.get<ResourcePage<AdminUser>>('/api/admin/users', {
        params: { search: search || undefined, page, perPage: PER_PAGE },
        signal,
      }),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

export function useAdminCompanies(search: string, page: number) {
  return useQuery({
    queryKey: [...ADMIN_KEY, 'companies', search, page],
    queryFn: ({ signal }) =>
      api.get<ResourcePage<AdminCompany>>('/api/admin/companies', {
        params: { search: search || undefined, page, perPage: PER_PAGE },
        signal,
      }),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

export function useAdminCompany(id: number | null) {
  return useQuery({
    queryKey: [...ADMIN_KEY, 'company', id],
    queryFn: ({ signal }) => api.get<AdminCompanyDetail>(`/api/admin/companies/${id}`, { signal }),
    enabled: id !== null,
    retry: false,
  });
}

function useCompanyAction<Input>(request: (id: number, input: Input) => Promise<AdminCompanyDetail>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: Input }) => request(id, input),
    onSuccess: (detail) => {
      queryClient.setQueryData([...ADMIN_KEY, 'company', detail.id], detail);
      void queryClient.invalidateQueries({ queryKey: [...ADMIN_KEY, 'companies'] });
      void queryClient.invalidateQueries({ queryKey: [...ADMIN_KEY, 'stats'] });
    },
  });
}

export const useExtendTrial = () =>
  useCompanyAction((id, input: { days: number }) =>
    api.post<AdminCompanyDetail>(`/api/admin/companies/${id}/extend-trial`, input),
  );

/** Refunds an invoice of the company shown (`amountCents` left out: the whole rest). */
export function useRefundInvoice(companyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ invoiceId, amountCents }: { invoiceId: number; amountCents?: number }) =>
      api.post<AdminCompanyDetail['invoices'][number]>(`/api/admin/invoices/${invoiceId}/refund`, {
        amount_cents: amountCents,
      }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: [...ADMIN_KEY, 'company', companyId] }),
  });
}

export const useUnlockCompany = () =>
  useCompanyAction((id, _input: undefined) =>
    api.post<AdminCompanyDetail>(`/api/admin/companies/${id}/unlock`),
  );

export interface ImpersonationAnswer {
  message: string;
  redirect: string;
}

export const startImpersonation = (userId: number) =>
  api.post<ImpersonationAnswer>(`/api/admin/impersonate/${userId}`);

export const stopImpersonation = () =>
  api.post<ImpersonationAnswer>('/api/admin/stop-impersonation', undefined, { skipErrorHandling: true });
