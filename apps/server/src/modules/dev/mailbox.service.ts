// The dev mailbox: what the built-in mail/SMS transport stored, newest first.
import type { PaginationQuery } from '@hireloop/shared/api';
import { and, count, desc, type SQL, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { outboundMessages } from '#server/db/schema.ts';
import { pageOffset } from '#server/lib/pagination.ts';

export interface MailboxFilter extends PaginationQuery {
  to?: string | undefined;
  channel?: 'mail' | 'sms' | undefined;
}

export async function listOutboundMessages(db: Database, filter: MailboxFilter) {
  const conditions: SQL[] = [];
  if (filter.to) conditions.push(sql`lower(${outboundMessages.toAddress}) = ${filter.to.toLowerCase()}`);
  if (filter.channel) conditions.push(sql`${outboundMessages.channel} = ${filter.channel}`);
  const where = conditions.length ? and(...conditions) : undefined;

  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(outboundMessages)
      .where(where)
      .orderBy(desc(outboundMessages.createdAt), desc(outboundMessages.sequence))
      .limit(filter.per_page)
      .offset(pageOffset(filter)),
    db.select({ total: count() }).from(outboundMessages).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}
