// The mails of billing: a receipt for each payment, and a notice for each failed charge (dunning).
import { formatCents } from '@hireloop/shared/billing';
import { renderMail } from '#server/adapters/mail/layout.ts';
import type { MailMessage } from '#server/adapters/mail/mailer.ts';

interface InvoiceFacts {
  id: number;
  number: string;
  amountCents: number;
  companyName: string;
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
      `We received ${formatCents(invoice.amountCents)} for invoice ${invoice.number} of ${invoice.companyName}, charged to ${card}. Thank you!`,
      'Your invoice and its PDF are on the invoice page.',
    ],
    action: { label: 'View invoice', url: `${appUrl}/company-invoices/${invoice.id}` },
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
      `We could not collect ${formatCents(invoice.amountCents)} for invoice ${invoice.number} of ${invoice.companyName}: ${reason}`,
      `${retry} Please update your payment information so your account stays open.`,
    ],
    action: { label: 'Update payment information', url: `${appUrl}/company-billing/edit` },
  });
  return {
    to,
    subject: `Payment failed for invoice ${invoice.number}`,
    ...content,
    metadata: { kind: 'billing-payment-failed', invoice_id: invoice.id },
  };
}
