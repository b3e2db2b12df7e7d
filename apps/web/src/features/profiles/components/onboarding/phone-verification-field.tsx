// The phone number with its SMS code: send a code, type it, verify. A new code can be asked for
// after a short wait (the server also limits texts per number and per account).
import { phoneSchema } from '@hireloop/shared/auth';
import { CircleCheck } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '#web/components/button.tsx';
import { TextField } from '#web/components/text-field.tsx';
import { useSendVerificationSms, useVerifySmsCode } from '#web/features/profiles/api/phone-verification.ts';
import { checkPhoneNumberExists, useExistenceCheck } from '#web/lib/existence-checks.ts';
import { validationErrorsOf } from '#web/lib/form-errors.ts';
import type { OnboardingForm } from './onboarding-form.ts';

export const RESEND_COOLDOWN_SECONDS = 60;
export const PHONE_IN_USE_HINT =
  'This number is already verified on another Hireloop account. If that account is yours, log in to it instead.';

function useSecondsLeft(until: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until === null) return;
    setNow(Date.now());
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [until]);
  return until === null ? 0 : Math.max(0, Math.ceil((until - now) / 1000));
}

export function PhoneVerificationField({
  form,
  verifiedPhone,
}: {
  form: OnboardingForm;
  verifiedPhone: string | null;
}) {
  const send = useSendVerificationSms();
  const verify = useVerifySmsCode();
  const [codeSentTo, setCodeSentTo] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [cooldownUntil, setCooldownUntil] = useState<number | null>(null);
  const secondsLeft = useSecondsLeft(cooldownUntil);
  const phone = form.watch('phone').trim();
  const verified = verifiedPhone !== null && phone === verifiedPhone;
  const awaitingCode = codeSentTo !== null && codeSentTo === phone && !verified;
  // A number someone already verified is worth a word before a code goes out; it does not block.
  const typedPhone = phoneSchema.safeParse(phone);
  const phoneInUse =
    useExistenceCheck(!verified && typedPhone.success ? typedPhone.data : null, checkPhoneNumberExists) ===
    true;

  const sendCode = async () => {
    const parsed = phoneSchema.safeParse(phone);
    if (!parsed.success) {
      form.setError('phone', { message: parsed.error.issues[0]?.message }, { shouldFocus: true });
      return;
    }
    form.clearErrors('phone');
    try {
      await send.mutateAsync(parsed.data);
      setCodeSentTo(parsed.data);
      setCode('');
      setCodeError(null);
      setCooldownUntil(Date.now() + RESEND_COOLDOWN_SECONDS * 1000);
    } catch (error) {
      const messages = validationErrorsOf(error);
      if (messages) form.setError('phone', { message: Object.values(messages)[0] });
    }
  };

  const verifyCode = async () => {
    try {
      await verify.mutateAsync({ phone, code: code.trim() });
      setCodeError(null);
      form.clearErrors('phone');
    } catch (error) {
      const messages = validationErrorsOf(error);
      if (messages) setCodeError(messages.code ?? Object.values(messages)[0] ?? null);
    }
  };

  return (
    <div className="space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <TextField
          label="Mobile phone"
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          placeholder="+15555550123"
          className="flex-1"
          hint={
            verified ? undefined : phoneInUse ? (
              <span className="text-amber-800">{PHONE_IN_USE_HINT}</span>
            ) : (
              'Include your country code. We text you a 6-digit code to confirm it.'
            )
          }
          error={form.formState.errors.phone?.message}
          required
          {...form.register('phone')}
        />
        {verified ? (
          <p className="flex items-center gap-1.5 text-sm font-medium text-emerald-700 sm:mt-9">
            <CircleCheck className="size-5" aria-hidden="true" />
            Verified
          </p>
        ) : (
          <Button
            variant="secondary"
            className="sm:mt-7"
            onClick={sendCode}
            loading={send.isPending}
            disabled={awaitingCode && secondsLeft > 0}
          >
            {awaitingCode ? (secondsLeft > 0 ? `Resend in ${secondsLeft}s` : 'Resend code') : 'Send code'}
          </Button>
        )}
      </div>
      {awaitingCode ? (
        <div className="rounded-lg border border-slate-200 bg-slate-50 p-4">
          <p className="text-sm text-slate-700">
            We texted a code to <span className="font-medium text-slate-900">{codeSentTo}</span>. It expires
            in 10 minutes.
          </p>
          <div className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-start">
            <TextField
              label="Verification code"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              className="flex-1"
              value={code}
              onChange={(event) => setCode(event.target.value.replace(/\D/g, ''))}
              onKeyDown={(event) => {
                if (event.key === 'Enter') {
                  event.preventDefault();
                  void verifyCode();
                }
              }}
              error={codeError}
            />
            <Button
              className="sm:mt-7"
              onClick={verifyCode}
              loading={verify.isPending}
              disabled={code.trim().length !== 6}
            >
              Verify
            </Button>
          </div>
        </div>
      ) : null}
    </div>
  );
}
