// "Set up your account": the checklist with a progress bar, each open step with its next action,
// and a finished state once everything is done. It also sends a candidate who has not onboarded
// yet to /create-account (once per page load) and shows the quick-profile invitation.
import { useMutation } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { Check, PartyPopper } from 'lucide-react';
import { Button } from '#web/components/button.tsx';
import { ButtonLink } from '#web/components/button-link.tsx';
import { Card } from '#web/components/card.tsx';
import { Spinner } from '#web/components/spinner.tsx';
import type { User } from '#web/lib/session/session-user.ts';
import { accountChecklist, type ChecklistStep } from '../account-checklist.ts';
import { useDashboardProfile } from '../api/candidate-profile.ts';
import { resendVerificationEmail } from '../api/resend-verification-email.ts';
import { QuickProfilePrompt } from './quick-profile-prompt.tsx';

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
  if (step.id === 'create-account') {
    return (
      <ButtonLink to="/create-account" size="sm">
        Continue
      </ButtonLink>
    );
  }
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
  const profile = useDashboardProfile();
  if (profile.isPending) {
    return (
      <Card className="flex justify-center py-10">
        <Spinner className="size-6 text-brand-600" label="Loading your account setup" />
      </Card>
    );
  }
  // A profile that failed to load must not nag about onboarding; the other steps still show.
  const onboarded = profile.data ? profile.data.onboardingCompletedAt !== null : true;
  return (
    <div className="space-y-6">
      {profile.data ? <QuickProfilePrompt profile={profile.data} /> : null}
      <ChecklistCard user={user} onboarded={onboarded} />
    </div>
  );
}

function ChecklistCard({ user, onboarded }: { user: User; onboarded: boolean }) {
  const steps = accountChecklist(user, onboarded);
  const doneCount = steps.filter((step) => step.done).length;

  if (doneCount === steps.length) {
    return (
      <Card className="flex flex-col gap-4 p-5 sm:flex-row sm:items-center sm:p-6">
        <div className="flex size-11 shrink-0 items-center justify-center rounded-full bg-emerald-50 text-emerald-600">
          <PartyPopper className="size-5" aria-hidden="true" />
        </div>
        <div className="flex-1">
          <h2 className="text-base font-semibold text-slate-900">You’re all set</h2>
          <p className="mt-0.5 text-sm text-slate-600">
            Your email is verified and two-factor authentication protects your account.
          </p>
        </div>
        <ButtonLink to="/profile" variant="secondary" size="sm">
          View your profile
        </ButtonLink>
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
