// The second step of signing in to an account with two-factor authentication: a code from the
// authenticator app, or one of the recovery codes.

import { twoFactorChallengeSchema } from '@hireloop/shared/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { Banner } from '#web/components/banner.tsx';
import { Button } from '#web/components/button.tsx';
import { TextField } from '#web/components/text-field.tsx';
import { showValidationErrors } from '#web/lib/form-errors.ts';
import { completeTwoFactorChallenge } from '../api/sign-in.ts';
import { useLandAfterSignIn } from '../hooks/use-land-after-sign-in.ts';
import { retryAfterSeconds, tooManyAttemptsText } from '../too-many-attempts.ts';
import { ServerFormError } from './server-form-error.tsx';

type ChallengeMode = 'code' | 'recovery';

const INSTRUCTIONS: Record<ChallengeMode, string> = {
  code: 'Open your authenticator app and enter the 6-digit code it shows for Hireloop.',
  recovery:
    'Enter one of the recovery codes you saved when you turned on two-factor authentication. Each code works once.',
};

export function TwoFactorChallengeForm() {
  const landAfterSignIn = useLandAfterSignIn();
  const [mode, setMode] = useState<ChallengeMode>('code');
  const [throttledFor, setThrottledFor] = useState<number | null>(null);
  const form = useForm({
    resolver: zodResolver(twoFactorChallengeSchema),
    defaultValues: { code: '', recovery_code: '' },
    // Only the field on screen is validated and sent.
    shouldUnregister: true,
  });
  const { errors, isSubmitting } = form.formState;

  const switchMode = () => {
    const next = mode === 'code' ? 'recovery' : 'code';
    form.clearErrors();
    setMode(next);
    // After the field of the new mode has mounted.
    requestAnimationFrame(() => form.setFocus(next === 'code' ? 'code' : 'recovery_code'));
  };

  const onSubmit = form.handleSubmit(async (values) => {
    setThrottledFor(null);
    try {
      await completeTwoFactorChallenge(
        mode === 'code' ? { code: values.code ?? '' } : { recovery_code: values.recovery_code ?? '' },
      );
      await landAfterSignIn({ welcome: true });
    } catch (error) {
      if (showValidationErrors(error, ['code', 'recovery_code'], form.setError)) return;
      setThrottledFor(retryAfterSeconds(error));
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5" aria-label="Two-factor authentication">
      <p className="text-sm leading-relaxed text-slate-600">{INSTRUCTIONS[mode]}</p>
      {throttledFor !== null ? (
        <Banner variant="warning" title="Too many attempts">
          {tooManyAttemptsText(throttledFor, 'checking codes')}
        </Banner>
      ) : null}
      <ServerFormError message={errors.root?.server?.message} />
      {mode === 'code' ? (
        <TextField
          key="code"
          label="Authentication code"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          maxLength={6}
          placeholder="123456"
          error={errors.code?.message}
          required
          {...form.register('code')}
        />
      ) : (
        <TextField
          key="recovery_code"
          label="Recovery code"
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          placeholder="xxxxxxxxxx-xxxxxxxxxx"
          error={errors.recovery_code?.message}
          required
          {...form.register('recovery_code')}
        />
      )}
      <Button type="submit" size="lg" block loading={isSubmitting}>
        Verify and log in
      </Button>
      <div className="flex flex-wrap items-center justify-between gap-3 text-sm">
        <button
          type="button"
          onClick={switchMode}
          className="rounded font-semibold text-brand-700 hover:underline"
        >
          {mode === 'code' ? 'Use a recovery code' : 'Use an authentication code'}
        </button>
        <Link to="/login" className="rounded font-medium text-slate-600 hover:text-slate-900 hover:underline">
          Back to login
        </Link>
      </div>
    </form>
  );
}
