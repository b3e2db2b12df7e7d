// The active company's career page builder (docs/api/career-pages.md): `GET|PUT /api/career-page`,
// `POST /api/career-page/publish|unpublish`, and its images.
import {
  builderImagePath,
  CAREER_IMAGE_MAX_BYTES,
  CAREER_IMAGE_NAME_PATTERN,
  careerImageResponseSchema,
  careerPageSchema,
  updateCareerPageSchema,
} from '@hireloop/shared/career-pages';
import { fileResponse } from '@hireloop/shared/responses';
import { z } from '@hireloop/shared/zod';
import type { FastifyRequest } from 'fastify';
import { activeCompanyOf } from '#server/access/actor.ts';
import { requestActor } from '#server/http/actor.ts';
import { readUpload } from '#server/http/multipart.ts';
import type { App, AppDeps } from '#server/http/types.ts';
import { presentCareerPage } from './career-pages.presenter.ts';
import {
  getCareerPage,
  readCareerImage,
  saveCareerPage,
  setCareerPagePublished,
  storeCareerImage,
} from './career-pages.service.ts';

export const CAREER_IMAGE_UPLOAD = { field: 'image', maxBytes: CAREER_IMAGE_MAX_BYTES } as const;
const IMAGE_MEDIA_TYPES = ['image/png', 'image/jpeg', 'image/webp'];
const imageParams = z.object({ name: z.string().regex(CAREER_IMAGE_NAME_PATTERN) });
const pageResponse = { response: { 200: careerPageSchema } };

export function registerCareerPageRoutes(app: App, deps: AppDeps): void {
  const db = deps.database.db;
  const activeCompany = async (request: FastifyRequest) => activeCompanyOf(await requestActor(request, db));

  app.get('/api/career-page', { schema: pageResponse }, async (request) => {
    const access = await activeCompany(request);
    return presentCareerPage(await getCareerPage(db, access), access);
  });

  app.put(
    '/api/career-page',
    { schema: { body: updateCareerPageSchema, ...pageResponse } },
    async (request) => {
      const access = await activeCompany(request);
      const view = await saveCareerPage(db, deps.storage, access, request.body);
      return presentCareerPage(view, access, 'The career page was saved.');
    },
  );

  app.post('/api/career-page/publish', { schema: pageResponse }, async (request) => {
    const access = await activeCompany(request);
    const view = await setCareerPagePublished(db, access, true);
    return presentCareerPage(view, access, 'The career page is published.');
  });

  app.post('/api/career-page/unpublish', { schema: pageResponse }, async (request) => {
    const access = await activeCompany(request);
    const view = await setCareerPagePublished(db, access, false);
    return presentCareerPage(view, access, 'The career page is no longer public.');
  });

  app.post(
    '/api/career-page/images',
    {
      config: { upload: CAREER_IMAGE_UPLOAD },
      schema: { response: { 201: careerImageResponseSchema } },
    },
    async (request, reply) => {
      const access = await activeCompany(request);
      const { data } = await readUpload(request, CAREER_IMAGE_UPLOAD.field, CAREER_IMAGE_UPLOAD.maxBytes);
      const name = await storeCareerImage(deps.storage, access, data);
      return reply.status(201).send({ name, url: builderImagePath(name) });
    },
  );

  app.get(
    '/api/career-page/images/:name',
    { schema: { params: imageParams, response: { 200: fileResponse('The image', IMAGE_MEDIA_TYPES) } } },
    async (request, reply) => {
      const access = await activeCompany(request);
      const image = await readCareerImage(deps.storage, access.id, request.params.name);
      return reply
        .header('content-type', image.contentType)
        .header('cache-control', 'private, max-age=300')
        .send(image.data);
    },
  );
}
