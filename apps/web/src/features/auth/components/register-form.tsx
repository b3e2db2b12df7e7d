// Creating an account: names, email and a password typed twice. The new user is signed in and
// lands by the post-login rules, without the "welcome back" greeting.

import {
  EMAIL_TAKEN,
  PASSWORD_MIN_LENGTH,
  REFERRAL_CODE_MAX_LENGTH,
  REFERRAL_QUERY_PARAM,
} from '@hireloop/shared/auth-limits';
import { Link, useSearchParams } from 'react-router';
import { Button } from '#web/components/button.tsx';
import { NameFields } from '#web/components/name-fields.tsx';
import { TextField } from '#web/components/text-field.tsx';
import { useExistenceCheck } from '#web/lib/existence-checks.ts';
import { showValidationErrors } from '#web/lib/form-errors.ts';
import { browserTimeZone } from '#web/lib/time-zone.ts';
import { useLightForm } from '#web/lib/use-light-form.ts';
import { register } from '../api/sign-in.ts';
import { checkTypedEmailExists, loadRegisterSchema } from '../auth-payload-schemas.ts';
import { useLandAfterSignIn } from '../hooks/use-land-after-sign-in.ts';
import { PasswordField } from './password-field.tsx';
import { ServerFormError } from './server-form-error.tsx';

const FIELDS = ['first_name', 'last_name', 'email', 'password', 'password_confirmation'] as const;

const legalLinkClasses = 'rounded font-medium text-brand-700 underline-offset-2 hover:underline';

export function RegisterForm() {
  const landAfterSignIn = useLandAfterSignIn();
  // An invitation link passes the invited email (`/register?email=…`).
  const [searchParams] = useSearchParams();
  const form = useLightForm(loadRegisterSchema, {
    first_name: '',
    last_name: '',
    email: searchParams.get('email') ?? '',
    password: '',
    password_confirmation: '',
  });
  const { errors, isSubmitting } = form.formState;
  // Told while typing that the address has an account; submitting stays possible (the server decides).
  const typedEmail = form.watch('email').trim();
  const emailTaken = useExistenceCheck(typedEmail || null, checkTypedEmailExists) === true;

  // A referral link (`/register?ref=…`, issue 23) attributes the sign-up to its referrer.
  const referralCode = (searchParams.get(REFERRAL_QUERY_PARAM) ?? '')
    .trim()
    .slice(0, REFERRAL_CODE_MAX_LENGTH);
  const referral = referralCode ? { referral_code: referralCode } : {};

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await register({ ...values, timezone: browserTimeZone(), ...referral });
      await landAfterSignIn({ newAccount: true });
    } catch (error) {
      showValidationErrors(error, FIELDS, form.setError);
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5" aria-label="Create your account">
      <ServerFormError message={errors.root?.server?.message} />
      <NameFields
        firstName={form.register('first_name')}
        lastName={form.register('last_name')}
        errors={errors}
      />
      <TextField
        label="Email address"
        type="email"
        autoComplete="email"
        inputMode="email"
        placeholder="you@example.com"
        error={errors.email?.message ?? (emailTaken ? EMAIL_TAKEN : undefined)}
        required
        {...form.register('email')}
      />
      {emailTaken ? (
        <p className="-mt-3 text-sm text-slate-600">
          Is it yours?{' '}
          <Link to="/login" className={legalLinkClasses}>
            Log in
          </Link>{' '}
          or{' '}
          <Link to="/forgot-password" className={legalLinkClasses}>
            reset your password
          </Link>
          .
        </p>
      ) : null}
      <PasswordField
        label="Password"
        autoComplete="new-password"
        hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
        error={errors.password?.message}
        required
        {...form.register('password')}
      />
      <PasswordField
        label="Confirm password"
        autoComplete="new-password"
        error={errors.password_confirmation?.message}
        required
        {...form.register('password_confirmation')}
      />
      <Button type="submit" size="lg" block loading={isSubmitting}>
        Create account
      </Button>
      <p className="text-center text-xs leading-relaxed text-slate-600">
        By creating an account you agree to our{' '}
        <Link to="/terms-of-service" className={legalLinkClasses}>
          Terms of Service
        </Link>{' '}
        and{' '}
        <Link to="/privacy-policy" className={legalLinkClasses}>
          Privacy Policy
        </Link>
        .
      </p>
    </form>
  );
}
