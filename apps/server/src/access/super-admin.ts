// Who may use the platform's admin area: super admins (users.is_super_admin, granted only by the
// CLI) with two-factor confirmed; every admin call re-checks both (decision 096). Here, below the
// modules, because admin, billing, deals, audit and support all guard calls with it.
import { SUPER_ADMIN_REQUIRED, SUPER_ADMIN_TWO_FACTOR_REQUIRED } from '@hireloop/shared/admin';
import { eq } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { users } from '#server/db/schema.ts';
import { definePolicy } from '#server/lib/policy.ts';

export interface AdminCandidate {
  isSuperAdmin: boolean;
  twoFactorConfirmed: boolean;
}

export const superAdminPolicy = definePolicy<AdminCandidate, { administer: undefined }>({
  administer: {
    allow: (user) => user.isSuperAdmin && user.twoFactorConfirmed,
    denied: (user) => (user.isSuperAdmin ? SUPER_ADMIN_TWO_FACTOR_REQUIRED : SUPER_ADMIN_REQUIRED),
  },
});

/** 403 unless the user is a super admin with two-factor confirmed (the reason says which). */
export async function authorizeAdmin(db: Database, userId: number): Promise<void> {
  const [user] = await db
    .select({ isSuperAdmin: users.isSuperAdmin, twoFactorConfirmedAt: users.twoFactorConfirmedAt })
    .from(users)
    .where(eq(users.id, userId));
  superAdminPolicy.authorize(
    { isSuperAdmin: user?.isSuperAdmin ?? false, twoFactorConfirmed: Boolean(user?.twoFactorConfirmedAt) },
    'administer',
  );
}
