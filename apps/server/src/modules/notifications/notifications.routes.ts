// The notification inboxes and delivery preferences of the signed-in user, plus the registration
// of the module's other routes (unsubscribe, toasts, feature announcements).
import {
  type NotificationScope,
  notificationListQuerySchema,
  notificationListSchema,
  notificationPreferencesQuerySchema,
  notificationPreferencesSchema,
  notificationSchema,
  readAllNotificationsResultSchema,
  readAllNotificationsSchema,
  savedNotificationPreferencesSchema,
  updateNotificationPreferencesSchema,
} from '@hireloop/shared/notifications';
import { z } from '@hireloop/shared/zod';
import type { FastifyRequest } from 'fastify';
import { activeCompanyOf, activeEnterpriseOf } from '#server/access/actor.ts';
import { requestActor } from '#server/http/actor.ts';
import { signedInUserId } from '#server/http/authentication.ts';
import { coherentJson } from '#server/http/coherent-json.ts';
import type { App, AppDeps } from '#server/http/types.ts';
import { pageMeta } from '#server/lib/pagination.ts';
import { registerFeatureAnnouncementRoutes } from './feature-announcements.routes.ts';
import { presentNotification } from './notification.presenter.ts';
import { presentNotificationPreferences } from './notification-preferences.presenter.ts';
import { listPreferences, updatePreferences } from './notification-preferences.service.ts';
import {
  type Inbox,
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
} from './notifications.service.ts';
import { registerPersistentNotificationRoutes } from './persistent-notifications.routes.ts';
import { registerUnsubscribeRoutes } from './unsubscribe.routes.ts';

const idParams = z.object({ id: z.coerce.number().int().positive() });

export function registerNotificationRoutes(app: App, deps: AppDeps): void {
  const db = deps.database.db;
  // Each inbox's pages: the header's bell reads the first on every page (decision 147).
  const inboxPages = coherentJson(deps.config, {
    url: '/api/notifications',
    schema: notificationListSchema,
    tables: ['notifications'],
  });

  /**
   * The company inbox is always the session's active company, the enterprise inbox its active
   * enterprise (403 without one): notifications belong to the account in use.
   */
  const inboxOf = async (request: FastifyRequest, scope: NotificationScope): Promise<Inbox> => {
    const userId = signedInUserId(request);
    if (scope === 'candidate') return { userId, companyId: null, enterpriseId: null };
    const actor = await requestActor(request, db);
    if (scope === 'enterprise') {
      return { userId, companyId: null, enterpriseId: activeEnterpriseOf(actor).id };
    }
    return { userId, companyId: activeCompanyOf(actor).id, enterpriseId: null };
  };

  app.get(
    '/api/notifications',
    { schema: { querystring: notificationListQuerySchema, response: { 200: notificationListSchema } } },
    async (request, reply) => {
      const inbox = await inboxOf(request, request.query.scope);
      const key = JSON.stringify([inbox, request.query]);
      return inboxPages.send(reply, db, key, async () => {
        const { rows, total, unread } = await listNotifications(db, inbox, request.query);
        return {
          data: rows.map(presentNotification),
          meta: { ...pageMeta(request.query, total), unread_count: unread },
        };
      });
    },
  );

  app.post(
    '/api/notifications/:id/read',
    { schema: { params: idParams, response: { 200: notificationSchema } } },
    async (request) =>
      presentNotification(await markNotificationRead(db, signedInUserId(request), request.params.id)),
  );

  app.post(
    '/api/notifications/read-all',
    { schema: { body: readAllNotificationsSchema, response: { 200: readAllNotificationsResultSchema } } },
    async (request) => {
      const result = await markAllNotificationsRead(db, await inboxOf(request, request.body.scope));
      return { marked_read: result.markedRead, unread_count: result.unread };
    },
  );

  app.get(
    '/api/notification-preferences',
    {
      schema: {
        querystring: notificationPreferencesQuerySchema,
        response: { 200: notificationPreferencesSchema },
      },
    },
    async (request) => {
      const { scope } = request.query;
      return presentNotificationPreferences(scope, await listPreferences(db, signedInUserId(request), scope));
    },
  );

  app.put(
    '/api/notification-preferences',
    {
      schema: {
        body: updateNotificationPreferencesSchema,
        response: { 200: savedNotificationPreferencesSchema },
      },
    },
    async (request) => {
      const userId = signedInUserId(request);
      const { scope, preferences } = request.body;
      await updatePreferences(db, userId, preferences);
      return {
        ...presentNotificationPreferences(scope, await listPreferences(db, userId, scope)),
        message: 'Your notification preferences were saved.',
      };
    },
  );

  registerUnsubscribeRoutes(app, deps);
  registerPersistentNotificationRoutes(app, deps);
  registerFeatureAnnouncementRoutes(app, deps);
}
