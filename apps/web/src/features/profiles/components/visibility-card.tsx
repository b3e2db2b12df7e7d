// Whether companies can find the candidate: snooze status with snooze / unsnooze, the automatic
// snooze and opting out of it, and withdrawing every open application.
import { AUTO_SNOOZE_DAYS } from '@hireloop/shared/profiles';
import { formatDate } from '@hireloop/shared/time';
import { Eye, EyeOff } from 'lucide-react';
import { useState } from 'react';
import { Button } from '#web/components/button.tsx';
import { useOptBackIntoAutoSnooze, useOptOutOfAutoSnooze, useUnsnooze } from '../api/candidate-status.ts';
import type { CandidateProfile } from '../api/profile.ts';
import { Section } from './profile-sections.tsx';
import { SnoozeDialog } from './snooze-dialog.tsx';
import { WithdrawApplicationsDialog } from './withdraw-applications-dialog.tsx';

function SnoozeStatus({ profile }: { profile: CandidateProfile }) {
  const unsnooze = useUnsnooze(profile.userId);
  const [open, setOpen] = useState(false);
  const snoozed = profile.isSnoozed && profile.snoozedUntil;
  return (
    <div className="flex flex-col gap-3">
      <div className="flex gap-3">
        <span
          className={
            snoozed
              ? 'flex size-9 shrink-0 items-center justify-center rounded-full bg-amber-50 text-amber-700'
              : 'flex size-9 shrink-0 items-center justify-center rounded-full bg-emerald-50 text-emerald-700'
          }
        >
          {snoozed ? (
            <EyeOff className="size-5" aria-hidden="true" />
          ) : (
            <Eye className="size-5" aria-hidden="true" />
          )}
        </span>
        <div>
          <p className="text-sm font-semibold text-slate-900">
            {snoozed ? `Snoozed until ${formatDate(profile.snoozedUntil)}` : 'Visible to companies'}
          </p>
          <p className="text-sm text-slate-600">
            {snoozed
              ? 'Companies do not find you in searches. Your applications carry on.'
              : 'Companies can find you in their candidate searches.'}
          </p>
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        {snoozed ? (
          <Button
            variant="secondary"
            size="sm"
            onClick={() => unsnooze.mutate()}
            loading={unsnooze.isPending}
          >
            Unsnooze
          </Button>
        ) : null}
        <Button variant="secondary" size="sm" onClick={() => setOpen(true)}>
          {snoozed ? 'Change date' : 'Snooze'}
        </Button>
      </div>
      {open ? <SnoozeDialog userId={profile.userId} open={open} onOpenChange={setOpen} /> : null}
    </div>
  );
}

function AutoSnooze({ profile }: { profile: CandidateProfile }) {
  const optOut = useOptOutOfAutoSnooze(profile.userId);
  const optIn = useOptBackIntoAutoSnooze();
  return (
    <div className="border-t border-slate-100 pt-4">
      <p className="text-sm font-semibold text-slate-900">Automatic snooze</p>
      <p className="mt-0.5 text-sm text-slate-600">
        {profile.autoSnoozeOptOut
          ? 'You opted out: your profile stays visible after you are hired.'
          : `When you are hired through Hireloop, your profile is snoozed for ${AUTO_SNOOZE_DAYS} days so companies stop reaching out.`}
      </p>
      <div className="mt-2">
        {profile.autoSnoozeOptOut ? (
          <Button variant="ghost" size="sm" onClick={() => optIn.mutate()} loading={optIn.isPending}>
            Turn automatic snooze back on
          </Button>
        ) : (
          <Button variant="secondary" size="sm" onClick={() => optOut.mutate()} loading={optOut.isPending}>
            Opt out of automatic snooze
          </Button>
        )}
      </div>
    </div>
  );
}

export function VisibilityCard({ profile }: { profile: CandidateProfile }) {
  const [withdrawOpen, setWithdrawOpen] = useState(false);
  return (
    <Section title="Visibility" id="visibility-heading">
      <div className="space-y-4">
        <SnoozeStatus profile={profile} />
        <AutoSnooze profile={profile} />
        <div className="border-t border-slate-100 pt-4">
          <p className="text-sm font-semibold text-slate-900">Stopped looking?</p>
          <p className="mt-0.5 text-sm text-slate-600">
            Withdraw every application you have in progress at once.
          </p>
          <Button
            variant="ghost"
            size="sm"
            className="mt-2 text-red-700! hover:bg-red-50 hover:text-red-800!"
            onClick={() => setWithdrawOpen(true)}
          >
            Withdraw all applications
          </Button>
        </div>
      </div>
      {withdrawOpen ? (
        <WithdrawApplicationsDialog
          userId={profile.userId}
          open={withdrawOpen}
          onOpenChange={setWithdrawOpen}
        />
      ) : null}
    </Section>
  );
}
