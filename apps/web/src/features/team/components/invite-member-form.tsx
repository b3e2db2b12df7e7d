// Invite someone by email with one of the roles the viewer may hand out; the server mails them a
// link to /accept-invitation/{token}, valid for 7 days.

import { emailSchema } from '@hireloop/shared/auth';
import type { CompanyRole } from '@hireloop/shared/roles';
import { type InviteInput, inviteSchema } from '@hireloop/shared/tenancy';
import { zodResolver } from '@hookform/resolvers/zod';
import { Send } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Banner } from '#web/components/banner.tsx';
import { Button } from '#web/components/button.tsx';
import { Card } from '#web/components/card.tsx';
import { SelectField } from '#web/components/select-field.tsx';
import { TextField } from '#web/components/text-field.tsx';
import { useExistenceCheck } from '#web/lib/existence-checks.ts';
import { showValidationErrors } from '#web/lib/form-errors.ts';
import { useCompanyRoleLabel } from '#web/lib/session/session-role-label.ts';
import { toast } from '#web/lib/toast.ts';
import { useInvite } from '../api/invitations.ts';
import { alreadyMemberText, inviteeHint, lookUpInvitee } from '../api/invitee.ts';

const FIELDS = ['email', 'role'] as const;

export function InviteMemberForm({ assignableRoles }: { assignableRoles: readonly CompanyRole[] }) {
  const roleLabel = useCompanyRoleLabel();
  const invite = useInvite();
  // The least powerful role first in the list of choices is the safe default.
  const defaultRole = assignableRoles.at(-1) ?? 'Team Member';
  const form = useForm<InviteInput>({
    resolver: zodResolver(inviteSchema),
    defaultValues: { email: '', role: defaultRole },
  });
  const { errors, isSubmitting } = form.formState;
  // Told while typing whether the person is on the team or on Hireloop; never blocks sending.
  const typedEmail = emailSchema.safeParse(form.watch('email'));
  const invitee = useExistenceCheck(typedEmail.success ? typedEmail.data : null, lookUpInvitee);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await invite.mutateAsync(values);
      toast.success(`Invitation sent to ${values.email}.`);
      form.reset({ email: '', role: values.role });
    } catch (error) {
      showValidationErrors(error, FIELDS, form.setError);
    }
  });

  return (
    <Card className="p-4 sm:p-6">
      <h2 id="invite-heading" className="text-base font-semibold text-slate-900">
        Invite a team member
      </h2>
      <p className="mt-1 text-sm text-slate-600">They get an email with a link to join, valid for 7 days.</p>
      <form noValidate onSubmit={onSubmit} aria-labelledby="invite-heading" className="mt-5 space-y-4">
        {errors.root?.server?.message ? <Banner variant="error">{errors.root.server.message}</Banner> : null}
        <div className="grid gap-4 md:grid-cols-[1fr_14rem_auto] md:items-start">
          <TextField
            label="Email address"
            type="email"
            inputMode="email"
            autoComplete="off"
            placeholder="colleague@example.com"
            error={errors.email?.message ?? (invitee?.member ? alreadyMemberText(invitee.member) : undefined)}
            hint={inviteeHint(invitee)}
            required
            {...form.register('email')}
          />
          <SelectField label="Role" error={errors.role?.message} {...form.register('role')}>
            {assignableRoles.map((role) => (
              <option key={role} value={role}>
                {roleLabel(role)}
              </option>
            ))}
          </SelectField>
          <Button type="submit" loading={isSubmitting} className="md:mt-7">
            <Send className="size-4" aria-hidden="true" />
            Send invitation
          </Button>
        </div>
      </form>
    </Card>
  );
}
