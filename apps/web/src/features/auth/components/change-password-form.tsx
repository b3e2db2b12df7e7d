// Changing the password of the signed-in account (`PUT /user/password`).

import { IMPERSONATION_REFUSED } from '@hireloop/shared/admin';
import { PASSWORD_MIN_LENGTH, updatePasswordSchema } from '@hireloop/shared/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Banner } from '#web/components/banner.tsx';
import { Button } from '#web/components/button.tsx';
import { showValidationErrors } from '#web/lib/form-errors.ts';
import { useSession } from '#web/lib/session/session.tsx';
import { updatePassword } from '../api/password.ts';
import { PasswordField } from './password-field.tsx';
import { ServerFormError } from './server-form-error.tsx';

const FIELDS = ['current_password', 'password', 'password_confirmation'] as const;
const EMPTY = { current_password: '', password: '', password_confirmation: '' };

export function ChangePasswordForm() {
  // A super admin acting as this person may not change their password (the server refuses too).
  const impersonating = useSession().user?.impersonate === true;
  const form = useForm({ resolver: zodResolver(updatePasswordSchema), defaultValues: EMPTY });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      // "Your password has been updated." shows as a toast.
      await updatePassword(values);
      form.reset(EMPTY);
    } catch (error) {
      showValidationErrors(error, FIELDS, form.setError);
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="max-w-md space-y-5" aria-label="Change password">
      {impersonating ? <Banner variant="warning">{IMPERSONATION_REFUSED}</Banner> : null}
      <ServerFormError message={errors.root?.server?.message} />
      <PasswordField
        label="Current password"
        autoComplete="current-password"
        error={errors.current_password?.message}
        required
        {...form.register('current_password')}
      />
      <PasswordField
        label="New password"
        autoComplete="new-password"
        hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
        error={errors.password?.message}
        required
        {...form.register('password')}
      />
      <PasswordField
        label="Confirm new password"
        autoComplete="new-password"
        error={errors.password_confirmation?.message}
        required
        {...form.register('password_confirmation')}
      />
      <Button type="submit" loading={isSubmitting} disabled={impersonating}>
        Update password
      </Button>
    </form>
  );
}
