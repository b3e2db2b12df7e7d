import type { EnterpriseRole } from '@hireloop/shared/roles';

/** Who may rename the enterprise (docs/api/accounts.md: `PUT /api/enterprises/current`). */
export const PROFILE_EDITOR_ROLES: readonly EnterpriseRole[] = ['Enterprise Owner', 'Enterprise Admin'];
