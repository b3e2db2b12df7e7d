// The login form's UI and client-side checks. Submitting to the server is wired by the auth
// issue through `onSubmit`; until then a valid form is simply not sent anywhere.
import { STORAGE_KEYS } from '@hireloop/shared/constants';
import { type FormEvent, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/button.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { getStoredItem } from '../../../lib/storage.ts';
import { type LoginErrors, type LoginValues, validateLogin } from '../login-validation.ts';
import { PasswordField } from './password-field.tsx';

interface LoginFormProps {
  onSubmit?: (values: LoginValues) => Promise<void> | void;
}

export function LoginForm({ onSubmit }: LoginFormProps) {
  const [values, setValues] = useState<LoginValues>(() => {
    const rememberedEmail = getStoredItem<string>(STORAGE_KEYS.rememberedEmail);
    return { email: rememberedEmail ?? '', password: '', rememberMe: Boolean(rememberedEmail) };
  });
  const [errors, setErrors] = useState<LoginErrors>({});
  const [submitting, setSubmitting] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  const update = (patch: Partial<LoginValues>) => {
    setValues((current) => ({ ...current, ...patch }));
    // Clear a field's error as soon as the user edits it.
    setErrors((current) => {
      const next = { ...current };
      for (const key of Object.keys(patch)) delete next[key as keyof LoginErrors];
      return next;
    });
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateLogin(values);
    setErrors(found);
    if (found.email) return emailRef.current?.focus();
    if (found.password) return passwordRef.current?.focus();
    if (!onSubmit) return;
    setSubmitting(true);
    try {
      await onSubmit({ ...values, email: values.email.trim() });
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <form noValidate onSubmit={handleSubmit} className="space-y-5" aria-label="Log in">
      <TextField
        ref={emailRef}
        label="Email address"
        name="email"
        type="email"
        autoComplete="email"
        inputMode="email"
        placeholder="you@company.com"
        value={values.email}
        onChange={(event) => update({ email: event.target.value })}
        error={errors.email}
        required
      />
      <PasswordField
        ref={passwordRef}
        label="Password"
        name="password"
        autoComplete="current-password"
        value={values.password}
        onChange={(event) => update({ password: event.target.value })}
        error={errors.password}
        labelAside={
          <Link to="/forgot-password" className="rounded text-sm font-medium text-brand-700 hover:underline">
            Forgot password?
          </Link>
        }
        required
      />
      <label className="flex cursor-pointer items-center gap-2.5 text-sm text-slate-700">
        <input
          type="checkbox"
          name="remember_me"
          checked={values.rememberMe}
          onChange={(event) => update({ rememberMe: event.target.checked })}
          className="size-4 rounded border-slate-300 accent-brand-600"
        />
        Remember me
      </label>
      <Button type="submit" size="lg" block loading={submitting}>
        Log in
      </Button>
    </form>
  );
}
