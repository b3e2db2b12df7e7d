// Who may do what with an enterprise's billing groups: the Enterprise Owner manages them; Admins
// and Viewers read the groups that bill a location they can see (decision 075).
import type { EnterpriseAccess } from '#server/access/actor.ts';
import { definePolicy } from '#server/lib/policy.ts';

export const BILLING_GROUPS_FORBIDDEN = 'Only an Enterprise Owner can manage billing groups.';

export const { can, authorize } = definePolicy<EnterpriseAccess, { manage: undefined }>({
  manage: { allow: (access) => access.role === 'Enterprise Owner', denied: BILLING_GROUPS_FORBIDDEN },
});
