// Impersonation (issue 22, decision 098): a super admin signs in as a user for support. The new
// session holds the impersonator's id in its data; stopping starts a fresh session for the super
// admin again. Every request of an impersonating session lands in the append-only audit log.
import { CANNOT_IMPERSONATE_SUPER_ADMIN } from '@hireloop/shared/admin';
import { eq } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { auditEvents, users } from '#server/db/schema.ts';
import { forbidden, notFound } from '#server/lib/errors.ts';
import { authorizeAdmin } from './admin.service.ts';

export interface AuditEntry {
  actorUserId: number | null;
  impersonatorUserId: number | null;
  companyId: number | null;
  action: string;
  target: string;
  statusCode: number;
  ipAddress: string | null;
}

export async function recordAuditEvent(db: Database, entry: AuditEntry): Promise<void> {
  await db.insert(auditEvents).values(entry);
}

/**
 * Checks that the admin may act as the user (the user exists and is not a super admin) and gives
 * the user's home page. The request
 * itself is audited by the hook once the impersonating session answers it.
 */
export async function authorizeImpersonation(
  db: Database,
  adminId: number,
  targetUserId: number,
): Promise<string> {
  await authorizeAdmin(db, adminId);
  const [target] = await db
    .select({
      isSuperAdmin: users.isSuperAdmin,
      activeCompanyId: users.activeCompanyId,
      activeEnterpriseId: users.activeEnterpriseId,
    })
    .from(users)
    .where(eq(users.id, targetUserId));
  if (!target) throw notFound('User not found.');
  if (target.isSuperAdmin) throw forbidden(CANNOT_IMPERSONATE_SUPER_ADMIN);
  // Where the user lands after signing in: the dashboard of the account they use.
  if (target.activeEnterpriseId) return '/enterprise-groups';
  return target.activeCompanyId ? '/company-dashboard' : '/dashboard';
}

/** Records the end of an impersonation; true when the impersonator may return to the admin area. */
export async function endImpersonation(
  db: Database,
  impersonatorId: number,
  userId: number,
  ipAddress: string,
): Promise<boolean> {
  await recordAuditEvent(db, {
    actorUserId: userId,
    impersonatorUserId: impersonatorId,
    companyId: null,
    action: 'impersonation stopped',
    target: '/api/admin/stop-impersonation',
    statusCode: 200,
    ipAddress,
  });
  try {
    await authorizeAdmin(db, impersonatorId);
    return true;
  } catch {
    return false;
  }
}
