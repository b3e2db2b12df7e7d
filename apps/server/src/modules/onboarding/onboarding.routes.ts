// /api/onboardings: the hire's checklist after an accepted offer (the hire completes tasks; the
// company's Recruiters and up follow progress, Managers and Admins also read sensitive answers).
import {
  completeTaskSchema,
  MAX_ONBOARDING_UPLOAD_BYTES,
  onboardingListQuerySchema,
  onboardingListSchema,
  onboardingSchema,
} from '@hireloop/shared/onboarding';
import { fileResponse } from '@hireloop/shared/responses';
import { z } from '@hireloop/shared/zod';
import type { FastifyRequest } from 'fastify';
import { activeCompanyOf } from '#server/access/actor.ts';
import { requestActor } from '#server/http/actor.ts';
import { attachmentDisposition } from '#server/http/content-disposition.ts';
import type { App, AppDeps } from '#server/http/types.ts';
import { notFound, validation } from '#server/lib/errors.ts';
import { pageMeta } from '#server/lib/pagination.ts';
import { readCompanyFile } from '../files/files.service.ts';
import { readFileForm } from '../files/upload-form.ts';
import { presentOnboarding, presentOnboardingSummary } from './onboarding.presenter.ts';
import {
  completeTask,
  listCompanyOnboardings,
  loadOnboarding,
  type TaskSubmission,
} from './onboarding.service.ts';

const id = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const idParams = z.object({ id });
const taskParams = z.object({ id, taskId: id });

async function readSubmission(request: FastifyRequest): Promise<TaskSubmission> {
  if (request.isMultipart()) {
    const { file } = await readFileForm(request, MAX_ONBOARDING_UPLOAD_BYTES);
    return { json: {}, file };
  }
  const parsed = completeTaskSchema.safeParse(request.body ?? {});
  if (!parsed.success) {
    const errors: Record<string, string[]> = {};
    for (const issue of parsed.error.issues) {
      const key = issue.path.join('.') || '_';
      errors[key] = [...(errors[key] ?? []), issue.message];
    }
    throw validation(errors);
  }
  return { json: parsed.data, file: null };
}

export function registerOnboardingRoutes(app: App, deps: AppDeps): void {
  const db = deps.database.db;

  app.get(
    '/api/onboardings',
    { schema: { querystring: onboardingListQuerySchema, response: { 200: onboardingListSchema } } },
    async (request) => {
      const company = activeCompanyOf(await requestActor(request, db));
      const { rows, total } = await listCompanyOnboardings(db, company, request.query);
      return { data: rows.map(presentOnboardingSummary), meta: pageMeta(request.query, total) };
    },
  );

  app.get(
    '/api/onboardings/:id',
    { schema: { params: idParams, response: { 200: onboardingSchema } } },
    async (request, reply) => {
      const loaded = await loadOnboarding(db, await requestActor(request, db), request.params.id);
      reply.header('cache-control', 'private, no-store');
      return presentOnboarding(loaded, deps.keyring);
    },
  );

  app.post(
    '/api/onboardings/:id/tasks/:taskId/complete',
    {
      schema: { params: taskParams, response: { 200: onboardingSchema } },
      config: { upload: { field: 'file', maxBytes: MAX_ONBOARDING_UPLOAD_BYTES } },
    },
    async (request) => {
      const actor = await requestActor(request, db);
      const submission = await readSubmission(request);
      await completeTask(
        { db, storage: deps.storage, keyring: deps.keyring },
        actor,
        { onboardingId: request.params.id, taskId: request.params.taskId },
        submission,
      );
      const loaded = await loadOnboarding(db, actor, request.params.id);
      return presentOnboarding(loaded, deps.keyring);
    },
  );

  /** A file of a task: the hire's upload (`file`) or the company's document (`document`). */
  const sendTaskFile = (which: 'file' | 'document', description: string, missing: string) =>
    app.get(
      `/api/onboardings/:id/tasks/:taskId/${which}`,
      {
        schema: {
          params: taskParams,
          response: { 200: fileResponse(description, ['application/octet-stream']) },
        },
      },
      async (request, reply) => {
        const loaded = await loadOnboarding(db, await requestActor(request, db), request.params.id);
        const entry = loaded.tasks.find(({ task }) => task.id === request.params.taskId);
        const fileId = which === 'file' ? entry?.task.fileId : entry?.task.documentFileId;
        if (!fileId) throw notFound(missing);
        const file = await readCompanyFile(db, deps.storage, loaded.summary.onboarding.companyId, fileId);
        return reply
          .header('content-type', file.mimeType)
          .header('content-disposition', attachmentDisposition(file.name))
          .header('cache-control', 'private, no-store')
          .header('x-content-type-options', 'nosniff')
          .send(file.data);
      },
    );
  sendTaskFile('file', 'The uploaded document', 'This task has no file.');
  sendTaskFile('document', "The company's document for the task", 'This task has no document.');
}
