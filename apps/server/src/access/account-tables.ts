// The tables a signed-in user's actor and accounts are read from (actor.cache.ts, users.cache.ts):
// a change to any of them retires those cached reads (decisions 040 and 147).
export const ACCOUNT_TABLES = [
  'users',
  'companies',
  'company_memberships',
  'billable_entities',
  'enterprises',
  'enterprise_memberships',
  'enterprise_membership_groups',
  'enterprise_group_companies',
  'enterprise_groups',
  'referrers',
] as const;
