// "Set up your account": the checklist with a progress bar, each open step with its next action,
// and a finished state once everything is done.
import { useMutation } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { Check, PartyPopper } from 'lucide-react';
import type { User } from '../../../app/session-user.ts';
import { Button } from '../../../components/button.tsx';
import { ButtonLink } from '../../../components/button-link.tsx';
import { Card } from '../../../components/card.tsx';
import { accountChecklist, type ChecklistStep } from '../account-checklist.ts';
import { resendVerificationEmail } from '../api/resend-verification-email.ts';

function ResendLinkButton() {
  const resend = useMutation({ mutationFn: resendVerificationEmail });
  return (
    <Button variant="secondary" size="sm" loading={resend.isPending} onClick={() => resend.mutate()}>
      {resend.isSuccess ? 'Sent — resend' : 'Resend link'}
    </Button>
  );
}

function StepAction({ step }: { step: ChecklistStep }) {
  if (step.done) return null;
  if (step.id === 'verify-email') return <ResendLinkButton />;
  if (step.id === 'two-factor') {
    return (
      <ButtonLink to="/account" variant="secondary" size="sm">
        Set up
      </ButtonLink>
    );
  }
  return null;
}

function StepRow({ step }: { step: ChecklistStep }) {
  return (
    <li className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center sm:gap-4">
      <div className="flex min-w-0 flex-1 gap-3">
        <span
          className={clsx(
            'mt-0.5 flex size-6 shrink-0 items-center justify-center rounded-full',
            step.done ? 'bg-emerald-600 text-white' : 'border-2 border-slate-300 bg-white',
          )}
        >
          {step.done ? <Check className="size-3.5" strokeWidth={3} aria-hidden="true" /> : null}
          <span className="sr-only">{step.done ? 'Done:' : 'To do:'}</span>
        </span>
        <div className="min-w-0">
          <p className={clsx('text-sm font-semibold', step.done ? 'text-slate-500' : 'text-slate-900')}>
            {step.title}
          </p>
          <p className="mt-0.5 text-sm break-words text-slate-600">{step.description}</p>
        </div>
      </div>
      <div className="pl-9 sm:pl-0">
        <StepAction step={step} />
      </div>
    </li>
  );
}

export function AccountChecklistCard({ user }: { user: User }) {
  const steps = accountChecklist(user);
  const doneCount = steps.filter((step) => step.done).length;

  if (doneCount === steps.length) {
    return (
      <Card className="flex flex-col gap-4 p-5 sm:flex-row sm:items-center sm:p-6">
        <div className="flex size-11 shrink-0 items-center justify-center rounded-full bg-emerald-50 text-emerald-600">
          <PartyPopper className="size-5" aria-hidden="true" />
        </div>
        <div>
          <h2 className="text-base font-semibold text-slate-900">You’re all set</h2>
          <p className="mt-0.5 text-sm text-slate-600">
            Your email is verified and two-factor authentication protects your account.
          </p>
        </div>
      </Card>
    );
  }

  const percent = Math.round((doneCount / steps.length) * 100);
  return (
    <Card className="p-5 sm:p-6">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="text-base font-semibold text-slate-900">Set up your account</h2>
        <p className="text-sm text-slate-600">
          {doneCount} of {steps.length} done
        </p>
      </div>
      <div
        role="progressbar"
        aria-label="Account setup"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="mt-3 h-2 overflow-hidden rounded-full bg-slate-100"
      >
        <div className="h-full rounded-full bg-emerald-500" style={{ width: `${percent}%` }} />
      </div>
      <ul className="mt-2 divide-y divide-slate-100">
        {steps.map((step) => (
          <StepRow key={step.id} step={step} />
        ))}
      </ul>
    </Card>
  );
}
