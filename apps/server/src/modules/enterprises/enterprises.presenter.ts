import type { EnterpriseRole } from '@hireloop/shared/roles';
import type { EnterpriseAccess } from '#server/access/actor.ts';
import { avatarUrl } from '../accounts/avatar-files.ts';
import * as enterprisesPolicy from './enterprises.policy.ts';
import { isOwner } from './enterprises.policy.ts';

export function presentGroup(
  group: { id: number; name: string; companyCount?: number; memberCount?: number },
  access: EnterpriseAccess,
) {
  return {
    id: group.id,
    name: group.name,
    company_count: group.companyCount ?? 0,
    member_count: group.memberCount ?? 0,
    abilities: { update: enterprisesPolicy.can(access, 'manageGroup', group.id) },
  };
}

export function presentLocation(location: {
  id: number;
  name: string;
  nickname: string | null;
  avatarPath: string | null;
  city: string | null;
}) {
  return {
    id: location.id,
    name: location.name,
    nickname: location.nickname,
    avatar: avatarUrl('companies', location.id, location.avatarPath),
    city: location.city,
  };
}

export function presentEnterpriseMember(
  member: {
    userId: number;
    firstName: string;
    lastName: string;
    email: string;
    role: EnterpriseRole;
    groupIds: number[];
  },
  access: EnterpriseAccess,
) {
  return {
    user_id: member.userId,
    first_name: member.firstName,
    last_name: member.lastName,
    email: member.email,
    role: member.role,
    group_ids: member.groupIds,
    abilities: {
      manage: enterprisesPolicy.can(access, 'grantAccess', { role: member.role, groupIds: member.groupIds }),
    },
  };
}

export function enterpriseAbilities(access: EnterpriseAccess) {
  return {
    create_group: isOwner(access),
    create_location: access.role !== 'Enterprise Viewer',
    settings: isOwner(access),
  };
}
