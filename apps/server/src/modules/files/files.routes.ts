// /api/file-library: the active company's file library (Recruiter and above), and an offer's
// attachment uploaded on the spot (optionally kept in the library).
import {
  fileAttachmentSchema,
  fileLibraryListSchema,
  fileLibraryQuerySchema,
  MAX_LIBRARY_FILE_BYTES,
  updateLibraryFileSchema,
} from '@hireloop/shared/files';
import { offerSchema } from '@hireloop/shared/offers';
import { fileResponse, noContentSchema } from '@hireloop/shared/responses';
import { atLeastCompanyRole } from '@hireloop/shared/roles';
import { z } from '@hireloop/shared/zod';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { offers } from '../../db/schema.ts';
import { activeCompanyOf, requestActor } from '../../http/actor.ts';
import type { App, AppDeps } from '../../http/types.ts';
import { conflict, forbidden } from '../../lib/errors.ts';
import { pageMeta } from '../../lib/pagination.ts';
import type { CompanyAccess } from '../accounts/actor.ts';
import { attachmentDisposition } from '../messages/message-attachments.service.ts';
import { presentOffer } from '../offers/offers.presenter.ts';
import { findCompanyOffer, lockCompanyOffer } from '../offers/offers.service.ts';
import {
  type AttachmentView,
  addLibraryFile,
  checkUpload,
  listLibrary,
  readCompanyFile,
  removeLibraryFile,
  storeCompanyFile,
  updateLibraryFile,
} from './files.service.ts';
import { readFileForm } from './upload-form.ts';

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

function authorizeLibrary(company: CompanyAccess) {
  if (!atLeastCompanyRole(company.role, 'Recruiter')) {
    throw forbidden('You do not have permission to manage the file library.');
  }
}

/** The `file` part with the optional `current_name` and `add_to_library` fields. */
async function readLibraryForm(request: FastifyRequest) {
  const { file, fields } = await readFileForm(request, MAX_LIBRARY_FILE_BYTES);
  const name = fields.current_name?.trim().slice(0, 255) || file.name;
  return { file: { ...file, name }, addToLibrary: ['1', 'true', 'on'].includes(fields.add_to_library ?? '') };
}

export function registerFileLibraryRoutes(app: App, deps: AppDeps): void {
  const db = deps.database.db;
  const actorOf = async (request: FastifyRequest) => {
    const actor = await requestActor(request, db);
    const company = activeCompanyOf(actor);
    authorizeLibrary(company);
    return { userId: actor.userId, company };
  };
  const upload = { field: 'file', maxBytes: MAX_LIBRARY_FILE_BYTES };

  app.get(
    '/api/file-library',
    { schema: { querystring: fileLibraryQuerySchema, response: { 200: fileLibraryListSchema } } },
    async (request) => {
      const { company } = await actorOf(request);
      const { rows, total } = await listLibrary(db, company.id, request.query);
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
      const { company, userId } = await actorOf(request);
      const { file } = await readLibraryForm(request);
      const row = await addLibraryFile(db, deps.storage, company.id, userId, file);
      return reply.status(201).send(presentAttachment(row, libraryUrl(row.id)));
    },
  );

  app.put(
    '/api/file-library/:id',
    { schema: { params: idParams, body: updateLibraryFileSchema, response: { 200: fileAttachmentSchema } } },
    async (request) => {
      const { company } = await actorOf(request);
      const row = await updateLibraryFile(db, company.id, request.params.id, request.body);
      return presentAttachment(row, libraryUrl(row.id));
    },
  );

  app.delete(
    '/api/file-library/:id',
    { schema: { params: idParams, response: { 204: noContentSchema } } },
    async (request, reply) => {
      const { company } = await actorOf(request);
      await removeLibraryFile(db, company.id, request.params.id);
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
      const file = await readCompanyFile(db, deps.storage, company.id, request.params.id);
      return reply
        .header('content-type', file.mimeType)
        .header('content-disposition', attachmentDisposition(file.name))
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(file.data);
    },
  );

  // An offer's attachment uploaded with the offer (multipart: file, add_to_library).
  app.post(
    '/api/offers/:id/attachment',
    { schema: { params: idParams, response: { 200: offerSchema } }, config: { upload } },
    async (request) => {
      const actor = await actorOf(request);
      await findCompanyOffer(db, actor, request.params.id);
      const form = await readLibraryForm(request);
      const checked = await checkUpload('file', form.file);
      await db.transaction(async (tx) => {
        const offer = await lockCompanyOffer(tx, actor.company.id, request.params.id);
        if (offer.status !== 'draft' && offer.status !== 'pending_approval') {
          throw conflict('This offer was sent and can no longer be changed.');
        }
        const { attachmentId } = await storeCompanyFile(tx, deps.storage, {
          companyId: actor.company.id,
          userId: actor.userId,
          upload: checked,
          target: { modelType: 'offer', modelId: offer.id },
          addToLibrary: form.addToLibrary,
        });
        await tx
          .update(offers)
          .set({ attachmentId, updatedAt: sql`now()` })
          .where(and(eq(offers.id, offer.id), eq(offers.companyId, actor.company.id)));
      });
      return presentOffer(await findCompanyOffer(db, actor, request.params.id), actor.company);
    },
  );
}
