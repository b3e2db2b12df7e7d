// The active company's billing (`/api/billing…`) and invoices (`/api/invoices…`), for the
// billing pages and /reinstate-payment.
import type {
  BillingAddressInput,
  BillingSummary as BillingSummaryWire,
  CancellationReason,
  InvoiceSummary as InvoiceSummaryWire,
  Invoice as InvoiceWire,
} from '@hireloop/shared/billing';
import type { CamelCasedKeys } from '@hireloop/shared/case';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/http.ts';
import type { ResourcePage } from '#web/lib/resource-client.ts';

export type BillingSummary = CamelCasedKeys<BillingSummaryWire>;
export type Invoice = CamelCasedKeys<InvoiceWire>;
export type InvoiceSummary = CamelCasedKeys<InvoiceSummaryWire>;

/** The test gateway's own form sends the card; Stripe's form sends only Stripe's payment method id. */
export type CardInput =
  | { cardNumber: string; expMonth: number; expYear: number; cvc: string }
  | { paymentMethodId: string };

const BILLING_KEY = ['billing'] as const;
const INVOICES_KEY = ['invoices'] as const;

/** Field errors are shown beside the fields, so 422 makes no toast. */
const FORM = { handledStatuses: [422] } as const;

export function useBilling() {
  return useQuery({
    queryKey: BILLING_KEY,
    queryFn: ({ signal }) => api.get<BillingSummary>('/api/billing', { signal }),
  });
}

function useBillingMutation<Input>(send: (input: Input) => Promise<BillingSummary>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (summary) => queryClient.setQueryData(BILLING_KEY, summary),
  });
}

export const useSaveCard = () =>
  useBillingMutation((card: CardInput) => api.put<BillingSummary>('/api/billing/payment-method', card, FORM));

export const useSaveAddress = () =>
  useBillingMutation((address: CamelCasedKeys<BillingAddressInput>) =>
    api.put<BillingSummary>('/api/billing/address', address, FORM),
  );

export const useSetSpendCap = () =>
  useBillingMutation((spendCapCents: number | null) =>
    api.put<BillingSummary>('/api/billing/spend-cap', { spendCapCents }, FORM),
  );

export const useCancelSubscription = () =>
  useBillingMutation((input: { reason: CancellationReason; comment: string | null }) =>
    api.post<BillingSummary>('/api/billing/cancel', input, FORM),
  );

export const useUndoCancellation = () =>
  useBillingMutation(() => api.post<BillingSummary>('/api/billing/undo-cancel'));

export function useInvoices(page: number) {
  return useQuery({
    queryKey: [...INVOICES_KEY, 'list', page],
    queryFn: ({ signal }) =>
      api.get<ResourcePage<InvoiceSummary>>('/api/invoices', { params: { page, perPage: 10 }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useInvoice(id: number) {
  return useQuery({
    queryKey: [...INVOICES_KEY, id],
    queryFn: ({ signal }) => api.get<Invoice>(`/api/invoices/${id}`, { signal }),
  });
}

export function usePayInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      api.post<{ message: string; invoice: Invoice }>(`/api/invoices/${id}/pay`, undefined, {
        handledStatuses: [422],
        skipSuccessToasts: true,
      }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: INVOICES_KEY });
      void queryClient.invalidateQueries({ queryKey: BILLING_KEY });
    },
  });
}

/** Reopens a cancelled account whose cancellation has taken effect. */
export const useResubscribe = () =>
  useBillingMutation(() => api.post<BillingSummary>('/api/billing/resubscribe'));
