// The active company's invoices (Company Admin only): list, one invoice, its PDF, and paying it now
// with the card on file. Another company's invoice answers 404.
import { paginationQuerySchema } from '@hireloop/shared/api';
import { invoiceListSchema, invoiceSchema } from '@hireloop/shared/billing';
import { fileResponse } from '@hireloop/shared/responses';
import { z } from '@hireloop/shared/zod';
import type { FastifyRequest } from 'fastify';
import type { CompanyAccess } from '#server/access/actor.ts';
import { activeCompanyOf } from '#server/access/actor.ts';
import { createPaymentGateway } from '#server/adapters/payments/create-payment-gateway.ts';
import { requestActor } from '#server/http/actor.ts';
import { attachmentDisposition } from '#server/http/content-disposition.ts';
import type { App, AppDeps } from '#server/http/types.ts';
import { clockNow } from '#server/lib/clock.ts';
import { AppError } from '#server/lib/errors.ts';
import { pageMeta } from '#server/lib/pagination.ts';
import { authorize, type BillingAction, can } from './billing.policy.ts';
import { renderInvoicePdf } from './invoice-pdf.ts';
import { presentInvoice, presentInvoiceSummary } from './invoices.presenter.ts';
import { findInvoice, listInvoices, payInvoice } from './invoices.service.ts';

const idParams = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });
const pdfFile = fileResponse('The invoice as a PDF', ['application/pdf']);
const payResponse = z.object({ message: z.string(), invoice: invoiceSchema });

export function registerInvoiceRoutes(app: App, deps: AppDeps): void {
  const db = deps.database.db;
  const gateway = createPaymentGateway(deps.config, db, () => clockNow());
  const admin = async (request: FastifyRequest, action: BillingAction): Promise<CompanyAccess> => {
    const company = activeCompanyOf(await requestActor(request, db));
    authorize(company, action);
    return company;
  };

  app.get(
    '/api/invoices',
    { schema: { querystring: paginationQuerySchema, response: { 200: invoiceListSchema } } },
    async (request) => {
      const company = await admin(request, 'view');
      const { rows, total } = await listInvoices(db, company, request.query);
      return { data: rows.map(presentInvoiceSummary), meta: pageMeta(request.query, total) };
    },
  );

  app.get(
    '/api/invoices/:id',
    { schema: { params: idParams, response: { 200: invoiceSchema } } },
    async (request) => {
      const company = await admin(request, 'view');
      return presentInvoice(await findInvoice(db, company, request.params.id), can(company, 'pay'));
    },
  );

  app.get(
    '/api/invoices/:id/pdf',
    { schema: { params: idParams, response: { 200: pdfFile } } },
    async (request, reply) => {
      const company = await admin(request, 'view');
      const view = await findInvoice(db, company, request.params.id);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', attachmentDisposition(`Invoice ${view.invoice.number}.pdf`))
        .header('cache-control', 'private, no-store')
        .send(await renderInvoicePdf(view));
    },
  );

  app.post(
    '/api/invoices/:id/pay',
    { schema: { params: idParams, response: { 200: payResponse } } },
    async (request) => {
      const company = await admin(request, 'pay');
      const { view, outcome } = await payInvoice(
        { db, gateway, appUrl: deps.config.appUrl },
        company,
        request.params.id,
        clockNow(company.billing?.billableEntityId),
      );
      if (outcome.status === 'skipped' && view.invoice.status !== 'paid') {
        throw new AppError(409, 'This invoice cannot be paid now.');
      }
      if (outcome.status !== 'paid' && outcome.status !== 'skipped') {
        throw new AppError(422, outcome.message, { payment: [outcome.message] });
      }
      return {
        message:
          outcome.status === 'paid' ? 'Thank you! The invoice is paid.' : 'This invoice is already paid.',
        invoice: presentInvoice(view, can(company, 'pay')),
      };
    },
  );
}
