// Who may use the admin area: super admins (users.is_super_admin, granted only by the CLI) with
// two-factor confirmed. Every admin call re-checks both (decision 096).
import { SUPER_ADMIN_REQUIRED, SUPER_ADMIN_TWO_FACTOR_REQUIRED } from '@hireloop/shared/admin';
import { definePolicy } from '#server/lib/policy.ts';

export interface AdminCandidate {
  isSuperAdmin: boolean;
  twoFactorConfirmed: boolean;
}

export const { can, authorize } = definePolicy<AdminCandidate, { administer: undefined }>({
  administer: {
    allow: (user) => user.isSuperAdmin && user.twoFactorConfirmed,
    denied: (user) => (user.isSuperAdmin ? SUPER_ADMIN_TWO_FACTOR_REQUIRED : SUPER_ADMIN_REQUIRED),
  },
});
