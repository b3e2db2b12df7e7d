// The login form of SPEC.md §4 "Login flow": email, password and "remember me"; the remembered
// email is prefilled. Two-factor accounts continue at /two-factor-challenge, everyone else lands.

import { STORAGE_KEYS, STORAGE_TTL_MS } from '@hireloop/shared/constants';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Banner } from '#web/components/banner.tsx';
import { Button } from '#web/components/button.tsx';
import { TextField } from '#web/components/text-field.tsx';
import { showValidationErrors } from '#web/lib/form-errors.ts';
import { getStoredItem, removeStoredItem, setStoredItem } from '#web/lib/storage.ts';
import { readTargetUrl, setCompanyIdOf } from '#web/lib/target-url.ts';
import { browserTimeZone } from '#web/lib/time-zone.ts';
import { useLightForm } from '#web/lib/use-light-form.ts';
import { login, signedInUser } from '../api/sign-in.ts';
import { loadLoginSchema } from '../auth-payload-schemas.ts';
import { useLandAfterSignIn } from '../hooks/use-land-after-sign-in.ts';
import { retryAfterSeconds, tooManyAttemptsText } from '../too-many-attempts.ts';
import { PasswordField } from './password-field.tsx';
import { ServerFormError } from './server-form-error.tsx';

/** `set_company_id` of the page URL, else of the page the user was sent here from. */
function companyToSelect(searchParams: URLSearchParams): number | undefined {
  return setCompanyIdOf(searchParams) ?? readTargetUrl()?.setCompanyId ?? undefined;
}

function rememberEmail(email: string, remember: boolean): void {
  if (remember) setStoredItem(STORAGE_KEYS.rememberedEmail, email, STORAGE_TTL_MS.rememberedEmail);
  else removeStoredItem(STORAGE_KEYS.rememberedEmail);
}

export function LoginForm() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const landAfterSignIn = useLandAfterSignIn();
  const [throttledFor, setThrottledFor] = useState<number | null>(null);
  const [defaultValues] = useState(() => {
    const rememberedEmail = getStoredItem<string>(STORAGE_KEYS.rememberedEmail);
    return { email: rememberedEmail ?? '', password: '', remember_me: Boolean(rememberedEmail) };
  });
  const form = useLightForm(loadLoginSchema, defaultValues);
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setThrottledFor(null);
    try {
      const result = await login({ ...values, timezone: browserTimeZone() }, companyToSelect(searchParams));
      rememberEmail(values.email, values.remember_me);
      if (signedInUser(result)) await landAfterSignIn({ welcome: true });
      else await navigate('/two-factor-challenge');
    } catch (error) {
      if (showValidationErrors(error, ['email', 'password'], form.setError)) return;
      const seconds = retryAfterSeconds(error);
      if (seconds !== null) setThrottledFor(seconds);
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5" aria-label="Log in">
      {throttledFor !== null ? (
        <Banner variant="warning" title="Too many attempts">
          {tooManyAttemptsText(throttledFor, 'logging in')}
        </Banner>
      ) : null}
      <ServerFormError message={errors.root?.server?.message} />
      <TextField
        label="Email address"
        type="email"
        autoComplete="email"
        inputMode="email"
        placeholder="you@company.com"
        error={errors.email?.message}
        required
        {...form.register('email')}
      />
      <PasswordField
        label="Password"
        autoComplete="current-password"
        error={errors.password?.message}
        labelAside={
          <Link to="/forgot-password" className="rounded text-sm font-medium text-brand-700 hover:underline">
            Forgot password?
          </Link>
        }
        required
        {...form.register('password')}
      />
      <label className="flex w-fit cursor-pointer items-center gap-2.5 text-sm text-slate-700">
        <input
          type="checkbox"
          className="size-4 rounded border-slate-300 accent-brand-600"
          {...form.register('remember_me')}
        />
        Remember me
      </label>
      <Button type="submit" size="lg" block loading={isSubmitting}>
        Log in
      </Button>
    </form>
  );
}
