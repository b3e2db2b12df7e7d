// An invoice as a PDF (pdfkit, as the offer letters): who is billed, the period, one row per line
// (company, item, quantity, unit price, amount), the total, what was paid and the status.
import {
  cardDescription,
  formatCents,
  formatUnitPrice,
  INVOICE_STATUS_LABELS,
  type InvoiceStatus,
} from '@hireloop/shared/billing';
import { PRODUCT_NAME } from '@hireloop/shared/constants';
import PDFDocument from 'pdfkit';
import { collectPdf } from '#server/lib/pdf-bytes.ts';
import type { InvoiceView } from './invoices.service.ts';

const day = (value: Date) => value.toISOString().slice(0, 10);

const COLUMNS = [
  { label: 'Item', x: 64, width: 230, align: 'left' as const },
  { label: 'Qty', x: 294, width: 50, align: 'right' as const },
  { label: 'Unit price', x: 350, width: 90, align: 'right' as const },
  { label: 'Amount', x: 448, width: 100, align: 'right' as const },
];

function row(doc: InstanceType<typeof PDFDocument>, cells: string[], bold = false) {
  const y = doc.y;
  doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(10);
  let bottom = y;
  COLUMNS.forEach((column, index) => {
    doc.text(cells[index] ?? '', column.x, y, { width: column.width, align: column.align });
    bottom = Math.max(bottom, doc.y);
  });
  doc.x = 64;
  doc.y = bottom + 6;
}

export function renderInvoicePdf(view: InvoiceView): Promise<Buffer> {
  const { invoice } = view;
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: 64,
    info: {
      Title: `Invoice ${invoice.number}`,
      Author: PRODUCT_NAME,
      Subject: `Invoice for ${view.companyName}`,
    },
  });
  const done = collectPdf(doc);

  doc.font('Helvetica-Bold').fontSize(20).fillColor('#4f46e5').text(PRODUCT_NAME);
  doc.fillColor('#000000').moveDown(0.5);
  doc.font('Helvetica-Bold').fontSize(16).text(`Invoice ${invoice.number}`);
  doc.font('Helvetica').fontSize(10).fillColor('#475569');
  doc.text(
    `Issued ${day(invoice.issuedAt)} · Period ${day(invoice.periodStart)} to ${day(invoice.periodEnd)}`,
  );
  doc.text(`Status: ${INVOICE_STATUS_LABELS[invoice.status as InvoiceStatus]}`);
  doc.fillColor('#000000').moveDown();

  doc.font('Helvetica-Bold').fontSize(10).text('Billed to');
  doc.font('Helvetica').text(view.address?.name ?? view.companyName);
  if (view.address) {
    const { line1, line2, city, region, postalCode, country } = view.address;
    for (const line of [line1, line2, [city, region, postalCode].filter(Boolean).join(', '), country]) {
      if (line) doc.text(line);
    }
  }
  doc.moveDown(1.5);

  row(
    doc,
    COLUMNS.map((column) => column.label),
    true,
  );
  doc
    .moveTo(64, doc.y - 3)
    .lineTo(548, doc.y - 3)
    .strokeColor('#cbd5e1')
    .stroke();
  if (view.lines.length === 0) row(doc, ['No billable usage this period', '', '', formatCents(0)]);
  const manyCompanies = new Set(view.lines.map((line) => line.companyId)).size > 1;
  for (const line of view.lines) {
    row(doc, [
      manyCompanies ? `${line.companyName} · ${line.itemName}` : line.itemName,
      String(line.quantity),
      formatUnitPrice(line.unitPriceMillionths),
      formatCents(line.amountCents),
    ]);
  }
  doc
    .moveTo(64, doc.y - 3)
    .lineTo(548, doc.y - 3)
    .strokeColor('#cbd5e1')
    .stroke();
  row(doc, ['Total', '', '', formatCents(invoice.totalCents)], true);
  row(doc, ['Paid', '', '', formatCents(invoice.paidCents)]);
  row(doc, ['Amount due', '', '', formatCents(Math.max(invoice.totalCents - invoice.paidCents, 0))], true);

  const paid = view.payments.filter((payment) => payment.status === 'succeeded');
  if (paid.length > 0) {
    doc.moveDown();
    doc.font('Helvetica-Bold').fontSize(10).text('Payments');
    for (const payment of paid) {
      const card = cardDescription(payment.cardBrand, payment.cardLast4 ?? '????');
      doc.font('Helvetica').text(`${day(payment.updatedAt)} · ${formatCents(payment.amountCents)} · ${card}`);
    }
  }
  doc.end();
  return done;
}
