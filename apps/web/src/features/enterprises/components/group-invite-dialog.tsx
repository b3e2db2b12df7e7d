// "Invite to {group}": a person's email and the role they get over this one group (Admin or
// Viewer, as far as the inviter may assign); the mail links to the group invitation page.
import { emailSchema } from '@hireloop/shared/auth';
import type { EnterpriseLabels, EnterpriseType } from '@hireloop/shared/enterprise-labels';
import type { EnterpriseRole } from '@hireloop/shared/roles';
import { enterpriseGroupInviteSchema } from '@hireloop/shared/tenancy';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '#web/components/button.tsx';
import { Dialog } from '#web/components/dialog.tsx';
import { TextField } from '#web/components/text-field.tsx';
import { checkEmailExists, invitedAccountHint, useExistenceCheck } from '#web/lib/existence-checks.ts';
import { showValidationErrors } from '#web/lib/form-errors.ts';
import { toast } from '#web/lib/toast.ts';
import { enterpriseKeys } from '../api/enterprise-query-keys.ts';
import { inviteToGroup } from '../api/group-invitations.ts';
import { FormErrorBanner } from './form-error-banner.tsx';
import { RoleOptions } from './role-options.tsx';

const FIELDS = ['email', 'role'] as const;

interface GroupInviteDialogProps {
  groupId: number;
  groupName: string;
  /** Admin and Viewer, as far as the inviter may assign them. */
  roles: readonly EnterpriseRole[];
  type: EnterpriseType;
  labels: EnterpriseLabels;
}

function GroupInviteForm({
  groupId,
  groupName,
  roles,
  type,
  labels,
  onDone,
}: GroupInviteDialogProps & { onDone: () => void }) {
  const queryClient = useQueryClient();
  const form = useForm({
    resolver: zodResolver(enterpriseGroupInviteSchema),
    defaultValues: { email: '', role: roles.at(-1) as 'Enterprise Admin' | 'Enterprise Viewer' },
  });
  const { errors, isSubmitting } = form.formState;
  const typedEmail = emailSchema.safeParse(form.watch('email'));
  const hasAccount = useExistenceCheck(typedEmail.success ? typedEmail.data : null, checkEmailExists);
  const accountHint = invitedAccountHint(hasAccount);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await inviteToGroup(groupId, values);
      await queryClient.invalidateQueries({ queryKey: enterpriseKeys.invitations() });
      toast.success(`We emailed an invitation to ${values.email}.`);
      onDone();
    } catch (error) {
      showValidationErrors(error, FIELDS, form.setError);
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5" aria-label={`Invite to ${groupName}`}>
      <FormErrorBanner message={errors.root?.server?.message} />
      <TextField
        label="Email address"
        type="email"
        autoComplete="off"
        hint={`${accountHint ? `${accountHint} ` : ''}We email them a link to join this ${labels.group.toLowerCase()}; it works for 7 days.`}
        error={errors.email?.message}
        required
        {...form.register('email')}
      />
      <RoleOptions
        roles={roles}
        type={type}
        groupPlural={labels.groupPlural}
        registration={form.register('role')}
        error={errors.role?.message}
      />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" loading={isSubmitting}>
          Send invitation
        </Button>
      </div>
    </form>
  );
}

export function GroupInviteDialog(props: GroupInviteDialogProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" size="sm" onClick={() => setOpen(true)}>
        <UserPlus className="size-4" aria-hidden="true" />
        Invite
      </Button>
      <Dialog open={open} onOpenChange={setOpen} title={`Invite to ${props.groupName}`}>
        {open ? <GroupInviteForm {...props} onDone={() => setOpen(false)} /> : null}
      </Dialog>
    </>
  );
}
