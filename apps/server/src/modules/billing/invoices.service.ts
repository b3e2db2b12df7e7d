// The active company's invoices: the list, one invoice with its lines and payments, and paying it.

import type { PaginationQuery } from '@hireloop/shared/api';
import { desc, eq, inArray, sql } from 'drizzle-orm';
import type { CompanyAccess } from '#server/access/actor.ts';
import type { Database } from '#server/db/client.ts';
import {
  type BillingAddress,
  companies,
  type InvoiceLineRow,
  type InvoicePaymentRow,
  type InvoiceRow,
  invoiceLines,
  invoicePayments,
  invoices,
} from '#server/db/schema.ts';
import { notFound } from '#server/lib/errors.ts';
import { pageOffset } from '#server/lib/pagination.ts';
import { loadCompanyAccount } from './billing-account.ts';
import { type ChargeDeps, type ChargeOutcome, chargeInvoice } from './invoice-charge.service.ts';

export interface InvoiceView {
  invoice: InvoiceRow;
  lines: Array<InvoiceLineRow & { companyName: string }>;
  payments: InvoicePaymentRow[];
  companyName: string;
  address: BillingAddress | null;
}

export async function listInvoices(db: Database, company: CompanyAccess, query: PaginationQuery) {
  const { entity } = await loadCompanyAccount(db, company.id);
  const rows = await db
    .select({ invoice: invoices, total: sql<number>`count(*) over ()::int` })
    .from(invoices)
    .where(eq(invoices.billableEntityId, entity.id))
    .orderBy(desc(invoices.issuedAt), desc(invoices.id))
    .limit(query.per_page)
    .offset(pageOffset(query));
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && query.page > 1) {
    const [count] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(invoices)
      .where(eq(invoices.billableEntityId, entity.id));
    total = count?.count ?? 0;
  }
  return { rows: rows.map((row) => row.invoice), total };
}

/** One invoice of the active company's billable entity; another tenant's answers 404. */
export async function findInvoice(
  db: Database,
  company: CompanyAccess,
  invoiceId: number,
): Promise<InvoiceView> {
  const { entity, account } = await loadCompanyAccount(db, company.id);
  const [owner] = await db
    .select({ name: companies.name })
    .from(companies)
    .where(eq(companies.id, entity.companyId));
  return invoiceViewOf(db, entity.id, invoiceId, { name: owner?.name ?? '', address: account.address });
}

/**
 * One invoice of a billable entity with its lines (named by location) and payments, for the payer
 * named (a company, or a billing group). An invoice of any other entity answers 404.
 */
export async function invoiceViewOf(
  db: Database,
  billableEntityId: number,
  invoiceId: number,
  payer: { name: string; address: BillingAddress | null },
): Promise<InvoiceView> {
  const [invoice] = await db.select().from(invoices).where(eq(invoices.id, invoiceId));
  if (!invoice || invoice.billableEntityId !== billableEntityId) throw notFound('Invoice not found.');
  const [lines, payments] = await Promise.all([
    db
      .select({ line: invoiceLines, companyName: companies.name })
      .from(invoiceLines)
      .innerJoin(companies, eq(companies.id, invoiceLines.companyId))
      .where(eq(invoiceLines.invoiceId, invoiceId))
      .orderBy(invoiceLines.id),
    db
      .select()
      .from(invoicePayments)
      .where(inArray(invoicePayments.invoiceId, [invoiceId]))
      .orderBy(invoicePayments.id),
  ]);
  return {
    invoice,
    lines: lines.map((row) => ({ ...row.line, companyName: row.companyName })),
    payments,
    companyName: payer.name,
    address: payer.address,
  };
}

/** Pays what is still due now, with the card on file. */
export async function payInvoice(
  deps: ChargeDeps,
  company: CompanyAccess,
  invoiceId: number,
  now: Date,
): Promise<{ view: InvoiceView; outcome: ChargeOutcome }> {
  await findInvoice(deps.db, company, invoiceId);
  const outcome = await chargeInvoice(deps, invoiceId, now);
  return { view: await findInvoice(deps.db, company, invoiceId), outcome };
}
