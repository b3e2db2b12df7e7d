// /api/file-library: the active company's file library (Recruiter and above).
import {
  fileAttachmentSchema,
  fileLibraryListSchema,
  fileLibraryQuerySchema,
  MAX_LIBRARY_FILE_BYTES,
  updateLibraryFileSchema,
} from '@hireloop/shared/files';
import { fileResponse, noContentSchema } from '@hireloop/shared/responses';
import { z } from '@hireloop/shared/zod';
import type { FastifyRequest } from 'fastify';
import { activeCompanyOf } from '#server/access/actor.ts';
import { requestActor } from '#server/http/actor.ts';
import { attachmentDisposition } from '#server/http/content-disposition.ts';
import type { App, AppDeps } from '#server/http/types.ts';
import { pageMeta } from '#server/lib/pagination.ts';
import {
  type AttachmentView,
  addLibraryFile,
  listLibrary,
  readLibraryFile,
  removeLibraryFile,
  updateLibraryFile,
} from './files.service.ts';
import { readLibraryForm } from './upload-form.ts';

const idParams = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });

export function presentAttachment(row: AttachmentView, url: string) {
  return {
    model_has_file_id: row.id,
    library_model_has_file_id: row.modelType === 'library' ? row.id : row.libraryModelHasFileId,
    current_name: row.currentName,
    order: row.order,
    add_to_library: row.modelType === 'library' || row.libraryModelHasFileId !== null,
    mime_type: row.mimeType,
    size_bytes: row.sizeBytes,
    url,
    created_at: row.createdAt.toISOString(),
  };
}

const libraryUrl = (id: number) => `/api/file-library/${id}/download`;

export function registerFileLibraryRoutes(app: App, deps: AppDeps): void {
  const db = deps.database.db;
  const actorOf = async (request: FastifyRequest) => {
    const actor = await requestActor(request, db);
    return { userId: actor.userId, company: activeCompanyOf(actor) };
  };
  const upload = { field: 'file', maxBytes: MAX_LIBRARY_FILE_BYTES };

  app.get(
    '/api/file-library',
    { schema: { querystring: fileLibraryQuerySchema, response: { 200: fileLibraryListSchema } } },
    async (request) => {
      const { company } = await actorOf(request);
      const { rows, total } = await listLibrary(db, company, request.query);
      return {
        data: rows.map((row) => presentAttachment(row, libraryUrl(row.id))),
        meta: pageMeta(request.query, total),
        abilities: { manage: true },
      };
    },
  );

  app.post(
    '/api/file-library',
    { schema: { response: { 201: fileAttachmentSchema } }, config: { upload } },
    async (request, reply) => {
      const row = await addLibraryFile(db, deps.storage, await actorOf(request), async () => {
        const { file } = await readLibraryForm(request);
        return file;
      });
      return reply.status(201).send(presentAttachment(row, libraryUrl(row.id)));
    },
  );

  app.put(
    '/api/file-library/:id',
    { schema: { params: idParams, body: updateLibraryFileSchema, response: { 200: fileAttachmentSchema } } },
    async (request) => {
      const { company } = await actorOf(request);
      const row = await updateLibraryFile(db, company, request.params.id, request.body);
      return presentAttachment(row, libraryUrl(row.id));
    },
  );

  app.delete(
    '/api/file-library/:id',
    { schema: { params: idParams, response: { 204: noContentSchema } } },
    async (request, reply) => {
      const { company } = await actorOf(request);
      await removeLibraryFile(db, company, request.params.id);
      return reply.status(204).send();
    },
  );

  app.get(
    '/api/file-library/:id/download',
    {
      schema: { params: idParams, response: { 200: fileResponse('The file', ['application/octet-stream']) } },
    },
    async (request, reply) => {
      const { company } = await actorOf(request);
      const file = await readLibraryFile(db, deps.storage, company, request.params.id);
      return reply
        .header('content-type', file.mimeType)
        .header('content-disposition', attachmentDisposition(file.name))
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(file.data);
    },
  );
}
