// Public routes of interviews: the self-scheduling link (read, book, its .ics) and each user's
// private calendar feed; plus the signed-in user's feed URL (/calendar/create "Link Calendar").
import {
  bookingResultSchema,
  bookSlotSchema,
  calendarFeedSchema,
  schedulingLinkSchema,
} from '@hireloop/shared/interviews';
import { fileResponse } from '@hireloop/shared/responses';
import { z } from '@hireloop/shared/zod';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { interviews } from '#server/db/schema.ts';
import { signedInUserId } from '#server/http/authentication.ts';
import { enforceRateLimit } from '#server/http/rate-limit.ts';
import type { App, AppDeps } from '#server/http/types.ts';
import { notFound } from '#server/lib/errors.ts';
import { notifyContextOf } from '../notifications/notify.ts';
import {
  calendarFeed,
  calendarFeedUrls,
  resetCalendarFeed,
  userOfFeedToken,
} from './calendar-feed.service.ts';
import { calendarInterview, type InterviewsContext } from './interview-announcements.ts';
import { invitationIcs, organizerFrom } from './interview-calendar.ts';
import { loadInterviewView } from './interviews-query.service.ts';
import { bookSchedulingLink, LINK_NOT_FOUND, readSchedulingLink } from './scheduling-links.service.ts';

const linkParams = z.object({ uuid: z.string().min(1).max(64) });
const feedParams = z.object({ token: z.string().min(1).max(200) });
const icsFile = fileResponse('An iCalendar file', ['text/calendar']);

export function registerSchedulingLinkRoutes(app: App, deps: AppDeps): void {
  const db = deps.database.db;
  const ctx: InterviewsContext = { ...notifyContextOf(app, deps), mailFrom: deps.config.MAIL_FROM };
  const limit = (request: FastifyRequest, what: string, maxHits: number) =>
    enforceRateLimit(db, { key: `${what}:${request.ip}`, maxHits, windowSeconds: 60 });

  app.get(
    '/api/scheduling-links/:uuid',
    { config: { public: true }, schema: { params: linkParams, response: { 200: schedulingLinkSchema } } },
    async (request) => {
      await limit(request, 'scheduling-link', 120);
      return readSchedulingLink(db, request.params.uuid);
    },
  );

  app.post(
    '/api/scheduling-links/:uuid/book',
    {
      config: { public: true },
      schema: { params: linkParams, body: bookSlotSchema, response: { 201: bookingResultSchema } },
    },
    async (request, reply) => {
      await limit(request, 'scheduling-link-book', 20);
      const booked = await bookSchedulingLink(ctx, request.params.uuid, request.body);
      const link = await readSchedulingLink(db, request.params.uuid);
      return reply.status(201).send({
        interview_uuid: booked.uuid,
        start_time: booked.startTime!.toISOString(),
        end_time: booked.endTime!.toISOString(),
        duration_minutes: booked.durationMinutes,
        location: link.location,
        location_details: link.location_details,
        company_name: link.company.name,
        opportunity_title: link.opportunity.title,
        timezone: request.body.timezone,
        calendar_url: `/api/scheduling-links/${link.uuid}/calendar.ics`,
      });
    },
  );

  /** "Add to calendar" after booking: the booked interview's invitation. */
  app.get(
    '/api/scheduling-links/:uuid/calendar.ics',
    { config: { public: true }, schema: { params: linkParams, response: { 200: icsFile } } },
    async (request, reply) => {
      await limit(request, 'scheduling-link', 120);
      const link = await readSchedulingLink(db, request.params.uuid);
      const view = await loadInterviewView(db, eq(interviews.uuid, link.interview_uuid));
      const calendar = view && calendarInterview(view, deps.config.appUrl, new Map(), 'candidate');
      if (!view || !calendar || view.interview.status !== 'scheduled') throw notFound(LINK_NOT_FOUND);
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('content-disposition', 'attachment; filename="interview.ics"')
        .header('cache-control', 'private, no-store')
        .send(invitationIcs(calendar, organizerFrom(deps.config.MAIL_FROM, view.company.name)));
    },
  );

  app.get(
    '/api/calendar-feed/:token',
    { config: { public: true }, schema: { params: feedParams, response: { 200: icsFile } } },
    async (request, reply) => {
      await limit(request, 'calendar-feed', 60);
      const token = request.params.token.replace(/\.ics$/, '');
      const userId = await userOfFeedToken(db, deps.keyring, token);
      const body = await calendarFeed(db, deps.config.appUrl, deps.config.MAIL_FROM, userId);
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('cache-control', 'private, max-age=300')
        .send(body);
    },
  );

  app.get(
    '/api/users/self/calendar-feed',
    { schema: { response: { 200: calendarFeedSchema } } },
    async (request) => calendarFeedUrls(db, deps.keyring, deps.config.appUrl, signedInUserId(request)),
  );

  app.post(
    '/api/users/self/calendar-feed/reset',
    { schema: { response: { 200: calendarFeedSchema } } },
    async (request) => resetCalendarFeed(db, deps.keyring, deps.config.appUrl, signedInUserId(request)),
  );
}
