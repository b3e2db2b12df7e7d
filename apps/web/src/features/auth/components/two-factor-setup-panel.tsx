// Setting up an authenticator app: scan the QR code (or type the key), then prove it works with
// one code.

import { totpCodeSchema } from '@hireloop/shared/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '#web/components/button.tsx';
import { TextField } from '#web/components/text-field.tsx';
import { showValidationErrors } from '#web/lib/form-errors.ts';
import type { TwoFactorQrCode } from '../api/two-factor.ts';
import { formatSetupKey, setupKeyOf, svgDataUrl } from '../two-factor-setup-key.ts';
import { ServerFormError } from './server-form-error.tsx';

interface TwoFactorSetupPanelProps {
  qrCode: TwoFactorQrCode;
  /** Confirms the setup with a code; rejects with the server's 422 for a wrong one. */
  onConfirm: (code: string) => Promise<void>;
  onCancel: () => void;
  cancelling: boolean;
}

function Step({ number, title, children }: { number: number; title: string; children: ReactNode }) {
  return (
    <li className="flex gap-4">
      <span
        className="flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-50 text-sm font-semibold text-brand-700 ring-1 ring-brand-200"
        aria-hidden="true"
      >
        {number}
      </span>
      <div className="min-w-0 flex-1">
        <h4 className="text-sm font-semibold text-slate-900">{title}</h4>
        <div className="mt-1 text-sm leading-relaxed text-slate-600">{children}</div>
      </div>
    </li>
  );
}

export function TwoFactorSetupPanel({ qrCode, onConfirm, onCancel, cancelling }: TwoFactorSetupPanelProps) {
  const setupKey = setupKeyOf(qrCode.url);
  const form = useForm({ resolver: zodResolver(totpCodeSchema), defaultValues: { code: '' } });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ code }) => {
    try {
      await onConfirm(code);
    } catch (error) {
      showValidationErrors(error, ['code'], form.setError);
    }
  });

  return (
    <ol className="space-y-7" aria-label="Set up two-factor authentication">
      <Step number={1} title="Scan this QR code">
        <p>Use an authenticator app such as 1Password, Google Authenticator or Microsoft Authenticator.</p>
        <div className="mt-4 flex flex-col gap-4 sm:flex-row sm:items-center">
          <img
            src={svgDataUrl(qrCode.svg)}
            alt="QR code for setting up your authenticator app"
            width={176}
            height={176}
            className="size-44 shrink-0 rounded-lg border border-slate-200 bg-white p-2"
          />
          {setupKey ? (
            <div className="min-w-0">
              <p>Can’t scan it? Enter this setup key instead:</p>
              <p className="mt-2 inline-block rounded-md bg-slate-100 px-2.5 py-1.5 font-mono text-sm font-semibold tracking-wider break-words text-slate-900">
                {formatSetupKey(setupKey)}
              </p>
            </div>
          ) : null}
        </div>
      </Step>
      <Step number={2} title="Enter the 6-digit code from the app">
        <form noValidate onSubmit={onSubmit} className="mt-3 space-y-4" aria-label="Confirm two-factor setup">
          <ServerFormError message={errors.root?.server?.message} />
          <TextField
            label="Authentication code"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]*"
            maxLength={6}
            placeholder="123456"
            className="max-w-xs"
            error={errors.code?.message}
            required
            {...form.register('code')}
          />
          <div className="flex flex-wrap gap-3">
            <Button type="submit" loading={isSubmitting}>
              Confirm and turn on
            </Button>
            <Button variant="ghost" onClick={onCancel} loading={cancelling} disabled={isSubmitting}>
              Cancel
            </Button>
          </div>
        </form>
      </Step>
    </ol>
  );
}
