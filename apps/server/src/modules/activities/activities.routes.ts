// The User Activity Report (docs/api/activities.md): a team member's activity in the active company,
// for its Company Admins; and the same rows as a streamed CSV.
import {
  activityExportQuerySchema,
  activityQuerySchema,
  activityReportSchema,
} from '@hireloop/shared/activities';
import { fileResponse } from '@hireloop/shared/responses';
import { z } from '@hireloop/shared/zod';
import type { FastifyRequest } from 'fastify';
import { activeCompanyOf } from '#server/access/actor.ts';
import { requestActor } from '#server/http/actor.ts';
import { attachmentDisposition } from '#server/http/content-disposition.ts';
import type { App, AppDeps } from '#server/http/types.ts';
import { pageMeta } from '#server/lib/pagination.ts';
import { presentEvent } from './activities.presenter.ts';
import {
  activityConditions,
  countActivity,
  findTeamMember,
  listActivity,
  resolvePeriod,
} from './activities.service.ts';
import { activityCsvStream } from './activities-export.ts';

const userParams = z.object({ userId: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });

export function registerActivityRoutes(app: App, deps: AppDeps): void {
  const { db } = deps.database;
  const company = async (request: FastifyRequest) => activeCompanyOf(await requestActor(request, db));

  app.get(
    '/api/activities/:userId',
    {
      schema: {
        params: userParams,
        querystring: activityQuerySchema,
        response: { 200: activityReportSchema },
      },
    },
    async (request) => {
      const access = await company(request);
      const member = await findTeamMember(db, access, request.params.userId);
      const period = resolvePeriod(request.query, new Date());
      // Rows of requests answered a moment ago may still be in the write buffer.
      await app.auditLog.flush();
      const { page, per_page: perPage, kind } = request.query;
      const [counts, list] = await Promise.all([
        countActivity(db, access.id, member.id, period),
        listActivity(db, activityConditions(access.id, member.id, period, kind), { page, perPage }),
      ]);
      return {
        member: {
          id: member.id,
          first_name: member.firstName,
          last_name: member.lastName,
          email: member.email,
          role: member.role,
        },
        period,
        totals: counts.totals,
        days: counts.days,
        data: list.rows.map(presentEvent),
        meta: pageMeta({ page, per_page: perPage }, list.total),
      };
    },
  );

  app.get(
    '/api/activities/:userId/export',
    {
      schema: {
        params: userParams,
        querystring: activityExportQuerySchema,
        response: { 200: fileResponse('The events of the period, newest first', ['text/csv']) },
      },
    },
    async (request, reply) => {
      const access = await company(request);
      const member = await findTeamMember(db, access, request.params.userId);
      const period = resolvePeriod(request.query, new Date());
      await app.auditLog.flush();
      const name = `activity-${member.firstName}-${member.lastName}-${period.from}-${period.to}.csv`;
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', attachmentDisposition(name))
        .header('cache-control', 'private, no-store')
        .send(activityCsvStream(db, activityConditions(access.id, member.id, period, request.query.kind)));
    },
  );
}
