// The toasts of SPEC.md §4 and dismissing a feature announcement (SPEC.md §7 "Notifications").

import { announcementAudienceOf, persistentNotificationListSchema } from '@hireloop/shared/notifications';
import { noContentSchema } from '@hireloop/shared/responses';
import { z } from '@hireloop/shared/zod';
import { requestActor } from '#server/http/actor.ts';
import { signedInUserId } from '#server/http/authentication.ts';
import { coherentJson } from '#server/http/coherent-json.ts';
import type { App, AppDeps } from '#server/http/types.ts';
import { markFeatureAnnouncementSeen } from './feature-announcements.service.ts';
import { presentPersistentNotifications } from './persistent-notification.presenter.ts';
import { loadPersistentNotifications } from './persistent-notifications.service.ts';

const idParams = z.object({ id: z.coerce.number().int().positive() });

/** The toasts' windows (the last 5 minutes of messages, reminders near the start) follow the clock. */
const TOASTS_KEPT_MS = 5_000;

export function registerPersistentNotificationRoutes(app: App, deps: AppDeps): void {
  const db = deps.database.db;
  // Asked for on every page of every signed-in user (decision 147).
  const toasts = coherentJson(deps.config, {
    url: '/api/persistent-notifications/',
    schema: persistentNotificationListSchema,
    tables: [
      'feature_announcements',
      'feature_announcement_views',
      'notifications',
      'conversation_reads',
      'conversations',
    ],
    ttlMs: TOASTS_KEPT_MS,
  });

  // SPEC.md §7 writes the path with a trailing slash; both spellings answer.
  for (const url of ['/api/persistent-notifications', '/api/persistent-notifications/']) {
    app.get(
      url,
      { schema: { response: { 200: persistentNotificationListSchema } } },
      async (request, reply) => {
        const actor = await requestActor(request, db);
        const audience = announcementAudienceOf({
          companyRole: actor.activeCompany?.role ?? null,
          enterpriseActive: actor.activeEnterprise !== null,
        });
        return toasts.send(reply, db, `${actor.userId}:${audience}`, async () => ({
          data: presentPersistentNotifications(
            await loadPersistentNotifications(db, actor.userId, new Date(), audience),
          ),
        }));
      },
    );
  }

  app.post(
    '/api/feature-announcements/:id/seen',
    { schema: { params: idParams, response: { 204: noContentSchema } } },
    async (request, reply) => {
      await markFeatureAnnouncementSeen(db, signedInUserId(request), request.params.id);
      return reply.status(204).send();
    },
  );
}
