// Role and groups of someone's enterprise access, shared by Invite New User and Manage Access.
import type { EnterpriseLabels, EnterpriseType } from '@hireloop/shared/enterprise-labels';
import type { EnterpriseRole } from '@hireloop/shared/roles';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { GroupPicker } from '#web/components/group-picker.tsx';
import type { EnterpriseGroup } from '../api/enterprise-types.ts';
import { RoleOptions } from './role-options.tsx';

interface AccessFieldsProps {
  roleRegistration: UseFormRegisterReturn<'role'>;
  roleError?: string;
  role: EnterpriseRole | undefined;
  roles: readonly EnterpriseRole[];
  groupIds: readonly number[];
  onGroupIdsChange: (ids: number[]) => void;
  groupsError?: string;
  groups: readonly EnterpriseGroup[];
  type: EnterpriseType;
  labels: EnterpriseLabels;
}

export function AccessFields(props: AccessFieldsProps) {
  const { roleRegistration, roleError, role, roles, groupIds, onGroupIdsChange, groupsError, groups } = props;
  const { type, labels } = props;
  return (
    <>
      <RoleOptions
        roles={roles}
        type={type}
        groupPlural={labels.groupPlural}
        registration={roleRegistration}
        error={roleError}
      />
      {role === 'Enterprise Owner' ? (
        <p className="rounded-lg bg-slate-50 p-3 text-sm text-slate-600">
          The {labels.ownerTitle} sees every {labels.group.toLowerCase()}, so there are none to choose.
        </p>
      ) : (
        <GroupPicker
          legend={labels.groupPlural}
          hint={`Choose at least one ${labels.group.toLowerCase()}: this person will see only those.`}
          groups={groups}
          value={groupIds}
          onChange={onGroupIdsChange}
          error={groupsError}
        />
      )}
    </>
  );
}
