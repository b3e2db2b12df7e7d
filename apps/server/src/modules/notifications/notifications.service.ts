// The two inboxes of a user: personal (company_id null) and the active company's.
import type { NotificationListQuery } from '@hireloop/shared/notifications';
import { and, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { notifications } from '../../db/schema.ts';
import { notFound } from '../../lib/errors.ts';
import { pageOffset } from '../../lib/pagination.ts';
import type { NotificationRow } from './notification.presenter.ts';

/**
 * The inbox a request reads: the personal one (companyId null), or the active company's. Routes
 * resolve it from the session, never from a company id the client sends.
 */
export interface Inbox {
  userId: number;
  companyId: number | null;
}

function inboxFilter(inbox: Inbox): SQL {
  return and(
    eq(notifications.userId, inbox.userId),
    inbox.companyId === null ? isNull(notifications.companyId) : eq(notifications.companyId, inbox.companyId),
  ) as SQL;
}

async function unreadCount(db: Database, inbox: Inbox): Promise<number> {
  const [row] = await db
    .select({ unread: sql<number>`count(*)::int` })
    .from(notifications)
    .where(and(inboxFilter(inbox), isNull(notifications.readAt)));
  return row?.unread ?? 0;
}

export async function listNotifications(
  db: Database,
  inbox: Inbox,
  query: NotificationListQuery,
): Promise<{ rows: NotificationRow[]; total: number; unread: number }> {
  const [rows, [counts]] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(inboxFilter(inbox))
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(query.per_page)
      .offset(pageOffset(query)),
    db
      .select({
        total: sql<number>`count(*)::int`,
        unread: sql<number>`(count(*) filter (where ${notifications.readAt} is null))::int`,
      })
      .from(notifications)
      .where(inboxFilter(inbox)),
  ]);
  return { rows, total: counts?.total ?? 0, unread: counts?.unread ?? 0 };
}

/** Marks one of the user's own notifications read (keeping the first read time); others are 404. */
export async function markNotificationRead(
  db: Database,
  userId: number,
  id: number,
): Promise<NotificationRow> {
  const [row] = await db
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning();
  if (!row) throw notFound();
  return row;
}

export async function markAllNotificationsRead(
  db: Database,
  inbox: Inbox,
): Promise<{ markedRead: number; unread: number }> {
  const marked = await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(and(inboxFilter(inbox), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return { markedRead: marked.length, unread: await unreadCount(db, inbox) };
}
