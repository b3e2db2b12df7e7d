// Asks for the password again before a sensitive action (the server answered 423). A confirmed
// password is good for 3 hours, so this rarely appears twice in a row.

import { confirmPasswordSchema } from '@hireloop/shared/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Button } from '#web/components/button.tsx';
import { Dialog } from '#web/components/dialog.tsx';
import { showValidationErrors } from '#web/lib/form-errors.ts';
import { confirmPassword } from '../api/password.ts';
import { PasswordField } from './password-field.tsx';
import { ServerFormError } from './server-form-error.tsx';

interface ConfirmPasswordDialogProps {
  open: boolean;
  onConfirmed: () => void;
  onCancel: () => void;
}

export function ConfirmPasswordDialog({ open, onConfirmed, onCancel }: ConfirmPasswordDialogProps) {
  const form = useForm({ resolver: zodResolver(confirmPasswordSchema), defaultValues: { password: '' } });
  const { errors, isSubmitting } = form.formState;

  const close = () => {
    form.reset();
    onCancel();
  };

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await confirmPassword(values);
      form.reset();
      onConfirmed();
    } catch (error) {
      showValidationErrors(error, ['password'], form.setError);
    }
  });

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) close();
      }}
      title="Confirm your password"
      description="For your security, please enter your password to continue."
      onOpenAutoFocus={(event) => {
        event.preventDefault();
        form.setFocus('password');
      }}
    >
      <form noValidate onSubmit={onSubmit} className="space-y-5" aria-label="Confirm your password">
        <ServerFormError message={errors.root?.server?.message} />
        <PasswordField
          label="Password"
          autoComplete="current-password"
          error={errors.password?.message}
          required
          {...form.register('password')}
        />
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={close}>
            Cancel
          </Button>
          <Button type="submit" loading={isSubmitting}>
            Confirm
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
