// Manage Access: a member's role and groups. The server keeps at least one owner (422 on role).
import type { EnterpriseLabels, EnterpriseType } from '@hireloop/shared/enterprise-labels';
import type { EnterpriseRole } from '@hireloop/shared/roles';
import { updateEnterpriseAccessSchema } from '@hireloop/shared/tenancy';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useController, useForm } from 'react-hook-form';
import { Button } from '#web/components/button.tsx';
import { showValidationErrors } from '#web/lib/form-errors.ts';
import { updateEnterpriseAccess } from '../api/access.ts';
import { enterpriseKeys } from '../api/enterprise-query-keys.ts';
import type { EnterpriseGroup, EnterpriseMember } from '../api/enterprise-types.ts';
import { AccessFields } from './access-fields.tsx';
import { FormErrorBanner } from './form-error-banner.tsx';

const FIELDS = ['role', 'group_ids'] as const;

interface ManageAccessFormProps {
  member: EnterpriseMember;
  roles: readonly EnterpriseRole[];
  groups: readonly EnterpriseGroup[];
  type: EnterpriseType;
  labels: EnterpriseLabels;
}

export function ManageAccessForm({ member, roles, groups, type, labels }: ManageAccessFormProps) {
  const queryClient = useQueryClient();
  const form = useForm({
    resolver: zodResolver(updateEnterpriseAccessSchema),
    defaultValues: { role: member.role, group_ids: member.groupIds },
  });
  const groupIds = useController({ control: form.control, name: 'group_ids' });
  const { errors, isSubmitting, isDirty } = form.formState;
  // A member may hold a role the actor cannot hand out only if the server let them manage it.
  const choices = roles.includes(member.role) ? roles : [member.role, ...roles];

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await updateEnterpriseAccess(member.userId, values);
      await queryClient.invalidateQueries({ queryKey: enterpriseKeys.all });
      form.reset(values);
    } catch (error) {
      showValidationErrors(error, FIELDS, form.setError);
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-6" aria-label="Manage Access">
      <FormErrorBanner message={errors.root?.server?.message} />
      <AccessFields
        roleRegistration={form.register('role')}
        roleError={errors.role?.message}
        role={form.watch('role')}
        roles={choices}
        groupIds={groupIds.field.value ?? []}
        onGroupIdsChange={groupIds.field.onChange}
        groupsError={errors.group_ids?.message}
        groups={groups}
        type={type}
        labels={labels}
      />
      <div className="flex justify-end">
        <Button type="submit" loading={isSubmitting} disabled={!isDirty}>
          Save access
        </Button>
      </div>
    </form>
  );
}
