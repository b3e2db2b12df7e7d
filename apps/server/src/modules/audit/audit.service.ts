// Reading the audit log: a company's rows, newest first. The log has no update or delete path at
// all (the database refuses both, decisions 099 and 107).
import type { AuditEvent } from '@hireloop/shared/audit';
import { desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '#server/db/client.ts';
import { auditEvents, users } from '#server/db/schema.ts';
import { pageWithTotal } from '#server/lib/pagination.ts';

const actors = alias(users, 'actors');
const impersonators = alias(users, 'impersonators');

const nameOf = (first: string | null, last: string | null) => `${first ?? ''} ${last ?? ''}`.trim();

export async function listCompanyAuditEvents(
  db: Database,
  companyId: number,
  window: { page: number; perPage: number },
): Promise<{ events: AuditEvent[]; total: number }> {
  const read = ({ limit, offset }: { limit: number; offset: number }) =>
    db
      .select({
        row: auditEvents,
        actorFirstName: actors.firstName,
        actorLastName: actors.lastName,
        impersonatorFirstName: impersonators.firstName,
        impersonatorLastName: impersonators.lastName,
        total: sql<number>`count(*) over ()`.mapWith(Number),
      })
      .from(auditEvents)
      .leftJoin(actors, eq(actors.id, auditEvents.actorUserId))
      .leftJoin(impersonators, eq(impersonators.id, auditEvents.impersonatorUserId))
      .where(eq(auditEvents.companyId, companyId))
      .orderBy(desc(auditEvents.createdAt), desc(auditEvents.id))
      .limit(limit)
      .offset(offset);
  const { rows, total } = await pageWithTotal(read, {
    limit: window.perPage,
    offset: (window.page - 1) * window.perPage,
  });
  const events = rows.map(({ row, ...names }) => ({
    id: row.id,
    actor:
      row.actorUserId === null || names.actorFirstName === null
        ? null
        : { id: row.actorUserId, name: nameOf(names.actorFirstName, names.actorLastName) },
    impersonator:
      row.impersonatorUserId === null
        ? null
        : {
            id: row.impersonatorUserId,
            name: nameOf(names.impersonatorFirstName, names.impersonatorLastName) || 'Super admin',
          },
    company_id: row.companyId,
    action: row.action,
    kind: row.kind,
    target: row.target,
    status_code: row.statusCode,
    ip_address: row.ipAddress,
    created_at: row.createdAt.toISOString(),
  }));
  return { events, total };
}
