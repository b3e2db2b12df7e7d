import { assignableCompanyRoles } from '@hireloop/shared/roles';
import type { CompanyAccess } from '#server/access/actor.ts';
import { avatarUrl } from '../accounts/avatar-files.ts';
import * as activitiesPolicy from '../activities/activities.policy.ts';
import * as teamPolicy from './team.policy.ts';
import type { TeamMemberRow } from './team.service.ts';

export function presentTeamMember(
  member: TeamMemberRow,
  company: CompanyAccess,
  actorId: number,
  adminCount: number,
) {
  // The same refusals as team.service.ts: nobody changes or removes themselves, and the last
  // Company Admin stays one.
  const isSelf = member.userId === actorId;
  const lastAdmin = member.role === 'Company Admin' && adminCount <= 1;
  const manageable = !isSelf && !lastAdmin && teamPolicy.can(company, 'manageMember', { role: member.role });
  return {
    user_id: member.userId,
    first_name: member.firstName,
    last_name: member.lastName,
    email: member.email,
    avatar: avatarUrl('users', member.userId, member.avatarPath),
    role: member.role,
    joined_at: member.joinedAt.toISOString(),
    is_current_user: isSelf,
    // Computed by the same policy the server enforces, so the page never guesses.
    abilities: {
      change_role: manageable,
      remove: manageable,
      assignable_roles: manageable ? assignableCompanyRoles(company.role) : [],
      view_activity: activitiesPolicy.can(company, 'viewActivity'),
    },
  };
}
