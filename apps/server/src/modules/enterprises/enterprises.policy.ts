// Who may see and change what inside an enterprise. Owners see everything; Admins manage the groups
// they are assigned to; Viewers only look at theirs.
import { canAssignEnterpriseRole, type EnterpriseRole } from '@hireloop/shared/roles';
import type { EnterpriseAccess } from '#server/access/actor.ts';
import { definePolicy } from '#server/lib/policy.ts';

export function seesGroup(access: EnterpriseAccess, groupId: number): boolean {
  return access.groupIds === 'all' || access.groupIds.includes(groupId);
}

export function isOwner(access: EnterpriseAccess): boolean {
  return access.role === 'Enterprise Owner';
}

export const { can, authorize } = definePolicy<
  EnterpriseAccess,
  {
    own: undefined;
    manageGroup: number;
    grantAccess: { role: EnterpriseRole; groupIds: readonly number[] };
    editProfile: undefined;
    addLocation: undefined;
  }
>({
  own: { allow: isOwner, denied: 'Only the account owner can do this.' },
  manageGroup: {
    allow: (access, groupId) => access.role !== 'Enterprise Viewer' && seesGroup(access, groupId),
    denied: 'You may not change this group.',
  },
  /** A role may be granted only within the granter's assignable roles and own groups. */
  grantAccess: {
    allow: (access, { role, groupIds }) =>
      canAssignEnterpriseRole(access.role, role) && groupIds.every((groupId) => seesGroup(access, groupId)),
    denied: (_access, { role }) => `You may not give ${role} access to these groups.`,
  },
  /** The name and logo of the enterprise: Owners and Admins, not Viewers. */
  editProfile: {
    allow: (access) => access.role !== 'Enterprise Viewer',
    denied: 'Viewers cannot edit the enterprise profile.',
  },
  addLocation: {
    allow: (access) => access.role !== 'Enterprise Viewer',
    denied: 'Viewers cannot add locations.',
  },
});
