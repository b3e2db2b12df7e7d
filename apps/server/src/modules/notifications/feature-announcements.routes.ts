// Super-admin management of feature announcements.
import { paginationQuerySchema } from '@hireloop/shared/api';
import {
  createFeatureAnnouncementSchema,
  featureAnnouncementListSchema,
  featureAnnouncementSchema,
} from '@hireloop/shared/notifications';
import { z } from '@hireloop/shared/zod';
import type { FastifyRequest } from 'fastify';
import { signedInUserId } from '#server/http/authentication.ts';
import type { App, AppDeps } from '#server/http/types.ts';
import { pageMeta } from '#server/lib/pagination.ts';
import { presentFeatureAnnouncement } from './feature-announcement.presenter.ts';
import {
  authorizeManageAnnouncements,
  createFeatureAnnouncement,
  listFeatureAnnouncements,
  retireFeatureAnnouncement,
} from './feature-announcements.service.ts';

const idParams = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });

export function registerFeatureAnnouncementRoutes(app: App, deps: AppDeps): void {
  const db = deps.database.db;

  /** Checked before the body is validated, so a non-admin learns nothing from 422s. */
  const requireSuperAdmin = async (request: FastifyRequest) => {
    await authorizeManageAnnouncements(db, signedInUserId(request));
  };

  app.get(
    '/api/admin/feature-announcements',
    {
      preValidation: requireSuperAdmin,
      schema: { querystring: paginationQuerySchema, response: { 200: featureAnnouncementListSchema } },
    },
    async (request) => {
      const { rows, total } = await listFeatureAnnouncements(db, request.query);
      return { data: rows.map(presentFeatureAnnouncement), meta: pageMeta(request.query, total) };
    },
  );

  app.post(
    '/api/admin/feature-announcements',
    {
      preValidation: requireSuperAdmin,
      schema: { body: createFeatureAnnouncementSchema, response: { 201: featureAnnouncementSchema } },
    },
    async (request, reply) => {
      const row = await createFeatureAnnouncement(db, signedInUserId(request), request.body);
      return reply.status(201).send(presentFeatureAnnouncement(row));
    },
  );

  app.post(
    '/api/admin/feature-announcements/:id/retire',
    {
      preValidation: requireSuperAdmin,
      schema: { params: idParams, response: { 200: featureAnnouncementSchema } },
    },
    async (request) => presentFeatureAnnouncement(await retireFeatureAnnouncement(db, request.params.id)),
  );
}
