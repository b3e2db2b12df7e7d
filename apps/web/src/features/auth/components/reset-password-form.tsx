// Choosing a new password from the emailed link `/reset-password?token=…&email=…`.

import { PASSWORD_MIN_LENGTH, resetPasswordSchema } from '@hireloop/shared/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { Button } from '#web/components/button.tsx';
import { TextField } from '#web/components/text-field.tsx';
import { showValidationErrors } from '#web/lib/form-errors.ts';
import { resetPassword } from '../api/password-reset.ts';
import { PasswordField } from './password-field.tsx';
import { ServerFormError } from './server-form-error.tsx';

const FIELDS = ['email', 'password', 'password_confirmation'] as const;

export function ResetPasswordForm({ token, email }: { token: string; email: string }) {
  const navigate = useNavigate();
  const form = useForm({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { token, email, password: '', password_confirmation: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      // The server's "Your password has been reset." shows as a toast.
      await resetPassword(values);
      await navigate('/login', { replace: true });
    } catch (error) {
      showValidationErrors(error, FIELDS, form.setError);
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5" aria-label="Choose a new password">
      <ServerFormError message={errors.token?.message ?? errors.root?.server?.message} />
      <TextField
        label="Email address"
        type="email"
        autoComplete="username"
        readOnly={email !== ''}
        className={email !== '' ? '[&_input]:bg-slate-50 [&_input]:text-slate-700' : undefined}
        error={errors.email?.message}
        required
        {...form.register('email')}
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
      <Button type="submit" size="lg" block loading={isSubmitting}>
        Reset password
      </Button>
      <p className="text-center text-sm text-slate-600">
        Link expired?{' '}
        <Link to="/forgot-password" className="rounded font-semibold text-brand-700 hover:underline">
          Request a new one
        </Link>
      </p>
    </form>
  );
}
