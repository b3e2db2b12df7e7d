// Asking for a password reset link. The server answers the same whether or not the account
// exists, and that answer is what the success panel shows.

import { STORAGE_KEYS } from '@hireloop/shared/constants';
import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { Banner } from '#web/components/banner.tsx';
import { Button } from '#web/components/button.tsx';
import { ButtonLink } from '#web/components/button-link.tsx';
import { TextField } from '#web/components/text-field.tsx';
import { showValidationErrors } from '#web/lib/form-errors.ts';
import { getStoredItem } from '#web/lib/storage.ts';
import { useLightForm } from '#web/lib/use-light-form.ts';
import { requestPasswordResetLink } from '../api/password-reset.ts';
import { loadForgotPasswordSchema } from '../auth-payload-schemas.ts';
import { retryAfterSeconds, tooManyAttemptsText } from '../too-many-attempts.ts';
import { ServerFormError } from './server-form-error.tsx';
import { StatusPanel } from './status-panel.tsx';

function LinkSentPanel({
  message,
  email,
  onTryAgain,
}: {
  message: string;
  email: string;
  onTryAgain: () => void;
}) {
  return (
    <StatusPanel
      tone="success"
      icon={MailCheck}
      title="Check your inbox"
      actions={
        <>
          <ButtonLink to="/login">Back to login</ButtonLink>
          <Button variant="secondary" onClick={onTryAgain}>
            Use another email
          </Button>
        </>
      }
    >
      <p>{message}</p>
      <p>
        Requested for <span className="font-semibold break-all text-slate-900">{email}</span>. The link works
        once and expires in 60 minutes. Nothing there after a few minutes? Check your spam folder.
      </p>
    </StatusPanel>
  );
}

export function ForgotPasswordForm() {
  const [sent, setSent] = useState<{ message: string; email: string } | null>(null);
  const [throttledFor, setThrottledFor] = useState<number | null>(null);
  const form = useLightForm(loadForgotPasswordSchema, {
    email: getStoredItem<string>(STORAGE_KEYS.rememberedEmail) ?? '',
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setThrottledFor(null);
    try {
      const { message } = await requestPasswordResetLink(values);
      setSent({ message, email: values.email });
    } catch (error) {
      if (showValidationErrors(error, ['email'], form.setError)) return;
      setThrottledFor(retryAfterSeconds(error));
    }
  });

  if (sent) return <LinkSentPanel {...sent} onTryAgain={() => setSent(null)} />;

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5" aria-label="Reset your password">
      <p className="text-sm leading-relaxed text-slate-600">
        Enter the email address of your account and we will send you a link to choose a new password.
      </p>
      {throttledFor !== null ? (
        <Banner variant="warning" title="Too many requests">
          {tooManyAttemptsText(throttledFor, 'sending reset links')}
        </Banner>
      ) : null}
      <ServerFormError message={errors.root?.server?.message} />
      <TextField
        label="Email address"
        type="email"
        autoComplete="email"
        inputMode="email"
        placeholder="you@example.com"
        error={errors.email?.message}
        required
        {...form.register('email')}
      />
      <Button type="submit" size="lg" block loading={isSubmitting}>
        Email me a reset link
      </Button>
    </form>
  );
}
