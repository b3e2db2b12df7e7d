// Who may see and change what inside an enterprise. Owners see everything; Admins manage the groups
// they are assigned to; Viewers only look at theirs.
import { canAssignEnterpriseRole, type EnterpriseRole } from '@hireloop/shared/roles';
import type { EnterpriseAccess } from '../../access/actor.ts';
import { forbidden } from '../../lib/errors.ts';

export function seesGroup(access: EnterpriseAccess, groupId: number): boolean {
  return access.groupIds === 'all' || access.groupIds.includes(groupId);
}

export function isOwner(access: EnterpriseAccess): boolean {
  return access.role === 'Enterprise Owner';
}

export function canManageGroup(access: EnterpriseAccess, groupId: number): boolean {
  return access.role !== 'Enterprise Viewer' && seesGroup(access, groupId);
}

/** A role may be granted only within the granter's assignable roles and own groups. */
export function canGrantAccess(
  access: EnterpriseAccess,
  role: EnterpriseRole,
  groupIds: readonly number[],
): boolean {
  if (!canAssignEnterpriseRole(access.role, role)) return false;
  return groupIds.every((groupId) => seesGroup(access, groupId));
}

export function authorizeOwner(access: EnterpriseAccess): void {
  if (!isOwner(access)) throw forbidden('Only the account owner can do this.');
}

export function authorizeManageGroup(access: EnterpriseAccess, groupId: number): void {
  if (!canManageGroup(access, groupId)) throw forbidden('You may not change this group.');
}

export function authorizeGrantAccess(
  access: EnterpriseAccess,
  role: EnterpriseRole,
  groupIds: readonly number[],
): void {
  if (!canGrantAccess(access, role, groupIds))
    throw forbidden(`You may not give ${role} access to these groups.`);
}

/** The name and logo of the enterprise: Owners and Admins, not Viewers. */
export function canEditEnterpriseProfile(access: EnterpriseAccess): boolean {
  return access.role !== 'Enterprise Viewer';
}

export function authorizeEditEnterpriseProfile(access: EnterpriseAccess): void {
  if (!canEditEnterpriseProfile(access)) throw forbidden('Viewers cannot edit the enterprise profile.');
}
