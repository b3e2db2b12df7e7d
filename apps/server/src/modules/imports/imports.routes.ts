// Bulk user imports (docs/api/imports.md): upload a CSV or XLSX, map its columns, start the
// background import, follow its progress, download the rows that failed.
import { paginationQuerySchema } from '@hireloop/shared/api';
import {
  IMPORT_MAX_BYTES,
  importKindQuerySchema,
  updateImportSchema,
  userImportListSchema,
  userImportSchema,
} from '@hireloop/shared/imports';
import { fileResponse } from '@hireloop/shared/responses';
import { z } from '@hireloop/shared/zod';
import type { FastifyRequest } from 'fastify';
import { activeCompanyOf } from '#server/access/actor.ts';
import { requestActor } from '#server/http/actor.ts';
import { signedInUserId } from '#server/http/authentication.ts';
import { readUpload } from '#server/http/multipart.ts';
import type { App, AppDeps } from '#server/http/types.ts';
import { pageMeta } from '#server/lib/pagination.ts';
import { requestImportConfirmation } from '../reengagement/confirm-requests.service.ts';
import { presentImport } from './imports.presenter.ts';
import {
  createImport,
  getImport,
  importErrorsCsv,
  listImports,
  startImport,
  updateImportMapping,
} from './imports.service.ts';

export const IMPORT_UPLOAD = { field: 'file', maxBytes: IMPORT_MAX_BYTES } as const;
const idParams = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });
const one = { response: { 200: userImportSchema } };

export function registerImportRoutes(app: App, deps: AppDeps): void {
  const db = deps.database.db;
  const activeCompany = async (request: FastifyRequest) => activeCompanyOf(await requestActor(request, db));

  app.get(
    '/api/user-imports',
    { schema: { querystring: paginationQuerySchema, response: { 200: userImportListSchema } } },
    async (request) => {
      const company = await activeCompany(request);
      const { rows, total } = await listImports(db, company, request.query);
      return { data: rows.map((row) => presentImport(row, company)), meta: pageMeta(request.query, total) };
    },
  );

  app.post(
    '/api/user-imports',
    {
      config: { upload: IMPORT_UPLOAD },
      schema: { querystring: importKindQuerySchema, response: { 201: userImportSchema } },
    },
    async (request, reply) => {
      const company = await activeCompany(request);
      const file = await readUpload(request, IMPORT_UPLOAD.field, IMPORT_UPLOAD.maxBytes);
      const { kind } = request.query;
      const created = await createImport(db, deps.storage, company, signedInUserId(request), file, kind);
      return reply.status(201).send(presentImport(created, company));
    },
  );

  app.get('/api/user-imports/:id', { schema: { params: idParams, ...one } }, async (request) => {
    const company = await activeCompany(request);
    return presentImport(await getImport(db, company, request.params.id), company);
  });

  app.put(
    '/api/user-imports/:id',
    { schema: { params: idParams, body: updateImportSchema, ...one } },
    async (request) => {
      const company = await activeCompany(request);
      const updated = await updateImportMapping(db, deps.storage, company, request.params.id, request.body);
      return presentImport(updated, company);
    },
  );

  app.post('/api/user-imports/:id/start', { schema: { params: idParams, ...one } }, async (request) => {
    const company = await activeCompany(request);
    const started = await startImport(db, company, request.params.id);
    return presentImport(started, company, 'The import has started.');
  });

  app.get(
    '/api/user-imports/:id/errors.csv',
    { schema: { params: idParams, response: { 200: fileResponse('The rows that failed', ['text/csv']) } } },
    async (request, reply) => {
      const company = await activeCompany(request);
      const csv = await importErrorsCsv(db, company, request.params.id);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="import-${request.params.id}-errors.csv"`)
        .header('cache-control', 'private, no-store')
        .send(csv);
    },
  );

  // "Ask contacts to confirm their info" (docs/decisions/104): a job mails the import's contacts.
  app.post(
    '/api/user-imports/:id/confirm-requests',
    { schema: { params: idParams, ...one } },
    async (request) => {
      const company = await activeCompany(request);
      await requestImportConfirmation(db, company, request.params.id);
      const updated = await getImport(db, company, request.params.id);
      return presentImport(updated, company, 'We are emailing the contacts of this import.');
    },
  );
}
