// Invite New User: email, an assignable role and (unless Owner) the groups they will see.
import { emailSchema } from '@hireloop/shared/auth';
import type { EnterpriseLabels, EnterpriseType } from '@hireloop/shared/enterprise-labels';
import type { EnterpriseRole } from '@hireloop/shared/roles';
import { enterpriseInviteSchema } from '@hireloop/shared/tenancy';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useController, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Button } from '#web/components/button.tsx';
import { ButtonLink } from '#web/components/button-link.tsx';
import { TextField } from '#web/components/text-field.tsx';
import { checkEmailExists, invitedAccountHint, useExistenceCheck } from '#web/lib/existence-checks.ts';
import { showValidationErrors } from '#web/lib/form-errors.ts';
import { inviteToEnterprise } from '../api/access.ts';
import { enterpriseKeys } from '../api/enterprise-query-keys.ts';
import type { EnterpriseGroup } from '../api/enterprise-types.ts';
import { AccessFields } from './access-fields.tsx';
import { FormErrorBanner } from './form-error-banner.tsx';

const FIELDS = ['email', 'role', 'group_ids'] as const;

interface InviteFormProps {
  roles: readonly EnterpriseRole[];
  groups: readonly EnterpriseGroup[];
  type: EnterpriseType;
  labels: EnterpriseLabels;
}

export function InviteForm({ roles, groups, type, labels }: InviteFormProps) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useForm({
    resolver: zodResolver(enterpriseInviteSchema),
    defaultValues: { email: '', role: roles.at(-1), group_ids: [] as number[] },
  });
  const groupIds = useController({ control: form.control, name: 'group_ids' });
  const { errors, isSubmitting } = form.formState;
  // Told while typing whether the person has an account to join with; never blocks sending.
  const typedEmail = emailSchema.safeParse(form.watch('email'));
  const hasAccount = useExistenceCheck(typedEmail.success ? typedEmail.data : null, checkEmailExists);
  const accountHint = invitedAccountHint(hasAccount);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await inviteToEnterprise(values);
      await queryClient.invalidateQueries({ queryKey: enterpriseKeys.invitations() });
      navigate('/enterprise-access-manager');
    } catch (error) {
      showValidationErrors(error, FIELDS, form.setError);
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-6" aria-label="Invite New User">
      <FormErrorBanner message={errors.root?.server?.message} />
      <TextField
        label="Email address"
        type="email"
        autoComplete="off"
        hint={`${accountHint ? `${accountHint} ` : ''}We email them a link to accept; it works for 7 days.`}
        error={errors.email?.message}
        required
        {...form.register('email')}
      />
      <AccessFields
        roleRegistration={form.register('role')}
        roleError={errors.role?.message}
        role={form.watch('role')}
        roles={roles}
        groupIds={groupIds.field.value ?? []}
        onGroupIdsChange={groupIds.field.onChange}
        groupsError={errors.group_ids?.message}
        groups={groups}
        type={type}
        labels={labels}
      />
      <div className="flex flex-wrap justify-end gap-2">
        <ButtonLink to="/enterprise-access-manager" variant="secondary">
          Cancel
        </ButtonLink>
        <Button type="submit" loading={isSubmitting}>
          Send invitation
        </Button>
      </div>
    </form>
  );
}
