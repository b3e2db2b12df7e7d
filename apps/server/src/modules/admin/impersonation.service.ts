// Impersonation (issue 22, decision 098): a super admin signs in as a user for support. The new
// session holds the impersonator's id in its data; stopping starts a fresh session for the super
// admin again. Every request of an impersonating session lands in the append-only audit log.
import { CANNOT_IMPERSONATE_SUPER_ADMIN } from '@hireloop/shared/admin';
import { postLoginLanding } from '@hireloop/shared/landing';
import { eq } from 'drizzle-orm';
import { authorizeAdmin } from '#server/access/super-admin.ts';
import type { Database } from '#server/db/client.ts';
import { auditEvents, users } from '#server/db/schema.ts';
import { forbidden, notFound } from '#server/lib/errors.ts';
import { loadUserAccounts } from '#server/modules/accounts/accounts.service.ts';

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
 * where the user lands when they sign in themselves (SPEC.md §2 post-login landing, no saved
 * target): the support person sees what the user sees. The request itself is audited by the hook
 * once the impersonating session answers it.
 */
export async function authorizeImpersonation(
  db: Database,
  adminId: number,
  targetUserId: number,
): Promise<string> {
  await authorizeAdmin(db, adminId);
  const [target] = await db
    .select({ isSuperAdmin: users.isSuperAdmin })
    .from(users)
    .where(eq(users.id, targetUserId));
  if (!target) throw notFound('User not found.');
  if (target.isSuperAdmin) throw forbidden(CANNOT_IMPERSONATE_SUPER_ADMIN);
  const accounts = await loadUserAccounts(db, targetUserId);
  return postLoginLanding({
    targetUrl: null,
    targetRoute: null,
    hasCompanies: accounts.companies.length > 0,
    hasEnterprises: accounts.enterprises.length > 0,
    activeCompanyId: accounts.activeCompany?.id ?? null,
    activeEnterpriseId: accounts.activeEnterprise?.id ?? null,
  });
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
