// Feature announcements are written by the product's own staff: super admins with two-factor
// confirmed, as for every admin call (decisions 096, 118).
import { SUPER_ADMIN_REQUIRED, SUPER_ADMIN_TWO_FACTOR_REQUIRED } from '@hireloop/shared/admin';
import { definePolicy } from '#server/lib/policy.ts';

export const { can, authorize } = definePolicy<
  { isSuperAdmin: boolean; twoFactorConfirmed: boolean },
  { manage: undefined }
>({
  manage: {
    allow: (user) => user.isSuperAdmin && user.twoFactorConfirmed,
    denied: (user) => (user.isSuperAdmin ? SUPER_ADMIN_TWO_FACTOR_REQUIRED : SUPER_ADMIN_REQUIRED),
  },
});
