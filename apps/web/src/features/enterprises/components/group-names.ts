import type { EnterpriseRole } from '@hireloop/shared/roles';

/**
 * What a member's group list reads as: owners see every group, so theirs is "All Franchisees";
 * otherwise the names of the groups the viewer can see, in the given order.
 */
export function groupNames(
  role: EnterpriseRole,
  groupIds: readonly number[],
  namesById: ReadonlyMap<number, string>,
  groupPlural: string,
): string {
  if (role === 'Enterprise Owner') return `All ${groupPlural}`;
  const names = groupIds.map((id) => namesById.get(id)).filter((name): name is string => Boolean(name));
  return names.length ? names.join(', ') : `No ${groupPlural.toLowerCase()}`;
}
