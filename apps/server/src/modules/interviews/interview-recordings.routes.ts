// Interview recordings (issue 19, pinned paths): consent, start, resumable chunk uploads, complete,
// metadata and range playback; the recording tab's state; the company's default preference.
import { paginationQuerySchema } from '@hireloop/shared/api';
import {
  applicationRecordingListSchema,
  chunkAckSchema,
  companyRecordingSettingsResponseSchema,
  companyRecordingSettingsSchema,
  completeRecordingSchema,
  consentBodySchema,
  RECORDING_LIMITS,
  RECORDING_MIME_TYPES,
  recordingSchema,
  recordingStateSchema,
  startRecordingSchema,
} from '@hireloop/shared/interview-recordings';
import { fileResponse, noContentSchema } from '@hireloop/shared/responses';
import { z } from '@hireloop/shared/zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requestActor } from '#server/http/actor.ts';
import type { App, AppDeps } from '#server/http/types.ts';
import { AppError } from '#server/lib/errors.ts';
import { pageMeta } from '#server/lib/pagination.ts';
import { listApplicationRecordings } from './application-recordings.service.ts';
import {
  answerConsent,
  completeRecording,
  readRecording,
  recordingState,
  startRecording,
} from './interview-recordings.service.ts';
import { putChunk, readMedia } from './recording-chunks.service.ts';
import { contentRange } from './recording-range.ts';
import { readRecordingSettings, saveRecordingSettings } from './recording-settings.service.ts';

const keyParams = z.object({ id: z.string().min(1).max(64) });
const chunkParams = keyParams.extend({
  n: z.coerce
    .number()
    .int()
    .min(0)
    .max(RECORDING_LIMITS.chunks - 1),
});

export function registerInterviewRecordingRoutes(app: App, deps: AppDeps): void {
  const db = deps.database.db;
  const retention = deps.config.RECORDING_RETENTION_DAYS;

  app.get(
    '/api/interviews/:id/recordings',
    { schema: { params: keyParams, response: { 200: recordingStateSchema } } },
    async (request) => recordingState(db, await requestActor(request, db), request.params.id, retention),
  );

  app.post(
    '/api/interviews/:id/consent',
    { schema: { params: keyParams, body: consentBodySchema, response: { 200: recordingStateSchema } } },
    async (request) => {
      const actor = await requestActor(request, db);
      await answerConsent(db, actor, request.params.id, request.body.granted);
      return recordingState(db, actor, request.params.id, retention);
    },
  );

  app.post(
    '/api/interviews/:id/recordings',
    { schema: { params: keyParams, body: startRecordingSchema, response: { 201: recordingSchema } } },
    async (request, reply) => {
      const actor = await requestActor(request, db);
      const recording = await startRecording(db, actor, request.params.id, request.body, retention);
      return reply.status(201).send(recording);
    },
  );

  // Chunks are raw bytes (`application/octet-stream`), at most one chunk's limit each.
  app.register(async (untyped) => {
    const scope = untyped.withTypeProvider<ZodTypeProvider>();
    scope.addContentTypeParser(
      'application/octet-stream',
      { parseAs: 'buffer', bodyLimit: RECORDING_LIMITS.chunkBytes },
      (_request, body, done) => done(null, body),
    );
    scope.put(
      '/api/recordings/:id/chunks/:n',
      {
        bodyLimit: RECORDING_LIMITS.chunkBytes,
        schema: { params: chunkParams, response: { 200: chunkAckSchema } },
      },
      async (request) => {
        if (!Buffer.isBuffer(request.body))
          throw new AppError(415, 'Send the chunk as raw bytes (application/octet-stream).');
        const actor = await requestActor(request, db);
        return putChunk(db, deps.storage, actor, request.params.id, {
          n: request.params.n,
          body: request.body,
        });
      },
    );
  });

  app.post(
    '/api/recordings/:id/complete',
    { schema: { params: keyParams, body: completeRecordingSchema, response: { 200: recordingSchema } } },
    async (request) =>
      completeRecording(
        db,
        await requestActor(request, db),
        request.params.id,
        request.body.duration_ms,
        retention,
      ),
  );

  app.get(
    '/api/recordings/:id',
    { schema: { params: keyParams, response: { 200: recordingSchema } } },
    async (request) => readRecording(db, await requestActor(request, db), request.params.id, retention),
  );

  app.get(
    '/api/recordings/:id/media',
    {
      schema: {
        params: keyParams,
        response: {
          200: fileResponse('The whole recording', RECORDING_MIME_TYPES),
          206: fileResponse('One byte range of the recording', RECORDING_MIME_TYPES),
          416: noContentSchema,
        },
      },
    },
    async (request, reply) => {
      const actor = await requestActor(request, db);
      const answer = await readMedia(db, deps.storage, actor, request.params.id, request.headers.range);
      reply.header('accept-ranges', 'bytes').header('cache-control', 'private, no-store');
      if (answer.status === 416)
        return reply.status(416).header('content-range', `bytes */${answer.size}`).send();
      const { range, size } = answer;
      const length = size === 0 ? 0 : range.end - range.start + 1;
      reply.status(answer.status).header('content-type', answer.mimeType).header('content-length', length);
      if (answer.status === 206) reply.header('content-range', contentRange(range, size));
      return reply.send(answer.body);
    },
  );

  app.get(
    '/api/applications/:id/recordings',
    {
      schema: {
        params: z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) }),
        querystring: paginationQuerySchema,
        response: { 200: applicationRecordingListSchema },
      },
    },
    async (request) => {
      const actor = await requestActor(request, db);
      const { rows, total } = await listApplicationRecordings(
        db,
        actor,
        request.params.id,
        request.query,
        retention,
      );
      return { data: rows, meta: pageMeta(request.query, total) };
    },
  );

  app.get(
    '/api/companies/current/recording-settings',
    { schema: { response: { 200: companyRecordingSettingsResponseSchema } } },
    async (request) => readRecordingSettings(db, await requestActor(request, db)),
  );

  app.put(
    '/api/companies/current/recording-settings',
    {
      schema: {
        body: companyRecordingSettingsSchema,
        response: { 200: companyRecordingSettingsResponseSchema },
      },
    },
    async (request) =>
      saveRecordingSettings(db, await requestActor(request, db), request.body.recording_preference),
  );
}
