// The three inboxes of a user: personal (no company, no enterprise), the active company's and the
// active enterprise's.
import type { NotificationListQuery } from '@hireloop/shared/notifications';
import { and, desc, eq, getTableColumns, isNull, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '#server/db/client.ts';
import { preparedPerDatabase } from '#server/db/prepared.ts';
import { notifications } from '#server/db/schema.ts';
import { notFound } from '#server/lib/errors.ts';
import { pageOffset, pageWithTotal } from '#server/lib/pagination.ts';
import type { NotificationRow } from './notification.presenter.ts';

/**
 * The inbox a request reads: the personal one (both ids null), the active company's, or the active
 * enterprise's (at most one id set). Routes resolve it from the session, never from an id the
 * client sends.
 */
export interface Inbox {
  userId: number;
  companyId: number | null;
  enterpriseId: number | null;
}

type InboxKind = 'personal' | 'company' | 'enterprise';

function kindOf(inbox: Inbox): InboxKind {
  if (inbox.companyId !== null) return 'company';
  return inbox.enterpriseId !== null ? 'enterprise' : 'personal';
}

/** The inbox's rows of `table` (the notifications table, or an alias of it); values or placeholders. */
function inboxFilter(
  inbox: {
    userId: number | Placeholder;
    companyId: number | Placeholder | null;
    enterpriseId: number | Placeholder | null;
  },
  table: typeof notifications | typeof countedNotifications = notifications,
): SQL {
  return and(
    eq(table.userId, inbox.userId),
    inbox.companyId === null ? isNull(table.companyId) : eq(table.companyId, inbox.companyId),
    inbox.enterpriseId === null ? isNull(table.enterpriseId) : eq(table.enterpriseId, inbox.enterpriseId),
  ) as SQL;
}

const countedNotifications = alias(notifications, 'counted');

/**
 * A page of an inbox, newest first, with the inbox's total and unread count: one named statement
 * per kind of inbox. The bell asks for it (one row) on every page load.
 */
function inboxPage(db: Database, kind: InboxKind) {
  const inbox = {
    userId: sql.placeholder('userId'),
    companyId: kind === 'company' ? sql.placeholder('companyId') : null,
    enterpriseId: kind === 'enterprise' ? sql.placeholder('enterpriseId') : null,
  };
  const counts = (figure: SQL) =>
    sql<number>`(${db.select({ n: figure }).from(countedNotifications).where(inboxFilter(inbox, countedNotifications))})`;
  return db
    .select({
      ...getTableColumns(notifications),
      total: counts(sql`count(*)::int`),
      unread: counts(sql`(count(*) filter (where ${countedNotifications.readAt} is null))::int`),
    })
    .from(notifications)
    .where(inboxFilter(inbox))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'));
}

const inboxPages = {
  personal: preparedPerDatabase('hireloop_personal_inbox', (db) => inboxPage(db, 'personal')),
  company: preparedPerDatabase('hireloop_company_inbox', (db) => inboxPage(db, 'company')),
  enterprise: preparedPerDatabase('hireloop_enterprise_inbox', (db) => inboxPage(db, 'enterprise')),
};

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
  const statement = inboxPages[kindOf(inbox)](db);
  const { rows, total, first } = await pageWithTotal(
    (window) =>
      statement.execute({
        userId: inbox.userId,
        companyId: inbox.companyId,
        enterpriseId: inbox.enterpriseId,
        ...window,
      }),
    { limit: query.per_page, offset: pageOffset(query) },
  );
  return {
    rows: rows.map(({ total: _total, unread: _unread, ...row }) => row),
    total,
    unread: first?.unread ?? 0,
  };
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
