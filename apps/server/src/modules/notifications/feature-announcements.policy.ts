// Feature announcements are written by the product's own staff (super admins), nobody else.
import { definePolicy } from '#server/lib/policy.ts';

export const { can, authorize } = definePolicy<{ isSuperAdmin: boolean }, { manage: undefined }>({
  manage: {
    allow: (user) => user.isSuperAdmin,
    denied: 'Only administrators can manage feature announcements.',
  },
});
