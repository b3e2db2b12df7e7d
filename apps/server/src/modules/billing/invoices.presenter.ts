// Invoice rows → the response shapes of @hireloop/shared/billing.
import {
  type BillingItem,
  cardDescription,
  type Invoice,
  type InvoiceStatus,
  type InvoiceSummary,
  UNPAID_INVOICE_STATUSES,
} from '@hireloop/shared/billing';
import type { InvoicePaymentRow, InvoiceRow } from '#server/db/schema.ts';
import type { InvoiceView } from './invoices.service.ts';

export function presentInvoiceSummary(invoice: InvoiceRow): InvoiceSummary {
  return {
    id: invoice.id,
    number: invoice.number,
    status: invoice.status as InvoiceStatus,
    period_start: invoice.periodStart.toISOString(),
    period_end: invoice.periodEnd.toISOString(),
    total_cents: invoice.totalCents,
    discount_cents: invoice.discountCents,
    paid_cents: invoice.paidCents,
    currency: invoice.currency,
    issued_at: invoice.issuedAt.toISOString(),
  };
}

function cardLabel(payment: Pick<InvoicePaymentRow, 'cardBrand' | 'cardLast4'>): string | null {
  return payment.cardLast4 ? cardDescription(payment.cardBrand, payment.cardLast4) : null;
}

export function presentInvoice(view: InvoiceView, canPay: boolean): Invoice {
  const { invoice } = view;
  return {
    ...presentInvoiceSummary(invoice),
    lines: view.lines.map((line) => ({
      id: line.id,
      company_id: line.companyId,
      company_name: line.companyName,
      item_name: line.itemName as BillingItem,
      quantity: line.quantity,
      unit_price_millionths: line.unitPriceMillionths,
      amount_millionths: line.amountMillionths,
      amount_cents: line.amountCents,
    })),
    payments: view.payments.map((payment) => ({
      id: payment.id,
      amount_cents: payment.amountCents,
      status: payment.status as 'pending' | 'succeeded' | 'failed' | 'refunded',
      failure_message: payment.failureMessage,
      card: cardLabel(payment),
      created_at: payment.createdAt.toISOString(),
    })),
    next_retry_at: invoice.nextRetryAt?.toISOString() ?? null,
    abilities: {
      pay:
        canPay &&
        UNPAID_INVOICE_STATUSES.includes(invoice.status as InvoiceStatus) &&
        invoice.totalCents > invoice.paidCents,
    },
  };
}
