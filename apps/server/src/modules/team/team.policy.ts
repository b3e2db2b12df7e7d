// Who may see and change a company's team. Pure functions over the actor's company access.
import { type CompanyRole, canAssignCompanyRole } from '@hireloop/shared/roles';
import type { CompanyAccess } from '../../access/actor.ts';
import { forbidden } from '../../lib/errors.ts';
import { canViewTeam } from '../companies/companies.policy.ts';

export { canViewTeam };

/** Nobody may give a role above their own (SPEC.md §6 "Assignable roles"). */
export function canInviteAs(company: CompanyAccess, role: CompanyRole): boolean {
  return canViewTeam(company) && canAssignCompanyRole(company.role, role);
}

/** Changing or removing a member needs the right to assign both their current and their new role. */
export function canManageMember(
  company: CompanyAccess,
  memberRole: CompanyRole,
  newRole?: CompanyRole,
): boolean {
  return (
    canViewTeam(company) &&
    canAssignCompanyRole(company.role, memberRole) &&
    (newRole === undefined || canAssignCompanyRole(company.role, newRole))
  );
}

export function authorizeViewTeam(company: CompanyAccess): void {
  if (!canViewTeam(company)) throw forbidden('You do not have permission to manage the team.');
}

export function authorizeInvite(company: CompanyAccess, role: CompanyRole): void {
  authorizeViewTeam(company);
  if (!canInviteAs(company, role)) throw forbidden(`You may not invite someone as ${role}.`);
}

export function authorizeManageMember(
  company: CompanyAccess,
  memberRole: CompanyRole,
  newRole?: CompanyRole,
): void {
  authorizeViewTeam(company);
  if (!canManageMember(company, memberRole, newRole)) {
    throw forbidden(
      newRole ? `You may not change a ${memberRole} to ${newRole}.` : `You may not remove a ${memberRole}.`,
    );
  }
}
