// The mails of billing: a receipt for each payment, and a notice for each failed charge (dunning).
import { formatCents } from '@hireloop/shared/billing';
import { renderMail } from '#server/adapters/mail/layout.ts';
import type { MailMessage } from '#server/adapters/mail/mailer.ts';

/** Someone who is mailed about an entity's payments, and the page that shows its billing. */
export interface BillingContact {
  email: string;
  firstName: string;
  /** The company or billing group that pays. */
  payer: string;
  /** A billing group's page; null for a company (its invoice and billing pages). */
  billingPath: string | null;
}

interface InvoiceFacts {
  id: number;
  number: string;
  amountCents: number;
  payer: string;
  billingPath: string | null;
}

export function receiptMail(
  to: string,
  firstName: string,
  invoice: InvoiceFacts,
  card: string,
  appUrl: string,
): MailMessage {
  const content = renderMail({
    greeting: `Hi ${firstName},`,
    paragraphs: [
      `We received ${formatCents(invoice.amountCents)} for invoice ${invoice.number} of ${invoice.payer}, charged to ${card}. Thank you!`,
      'Your invoice and its PDF are on the invoice page.',
    ],
    action: {
      label: 'View invoice',
      url: `${appUrl}${invoice.billingPath ?? `/company-invoices/${invoice.id}`}`,
    },
  });
  return {
    to,
    subject: `Receipt for invoice ${invoice.number}`,
    ...content,
    metadata: { kind: 'billing-receipt', invoice_id: invoice.id },
  };
}

export function paymentFailedMail(
  to: string,
  firstName: string,
  invoice: InvoiceFacts,
  reason: string,
  nextRetryAt: Date | null,
  appUrl: string,
): MailMessage {
  const retry = nextRetryAt
    ? `We will try again on ${nextRetryAt.toUTCString().slice(0, 16)}.`
    : 'This was our last automatic attempt.';
  const content = renderMail({
    greeting: `Hi ${firstName},`,
    paragraphs: [
      `We could not collect ${formatCents(invoice.amountCents)} for invoice ${invoice.number} of ${invoice.payer}: ${reason}`,
      `${retry} Please update your payment information so your account stays open.`,
    ],
    action: {
      label: 'Update payment information',
      url: `${appUrl}${invoice.billingPath ?? '/company-billing/edit'}`,
    },
  });
  return {
    to,
    subject: `Payment failed for invoice ${invoice.number}`,
    ...content,
    metadata: { kind: 'billing-payment-failed', invoice_id: invoice.id },
  };
}
