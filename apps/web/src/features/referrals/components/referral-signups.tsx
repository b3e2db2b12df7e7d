// The people who signed up through the link: their company, its trial or paid state and the reward.
import { formatCents } from '@hireloop/shared/billing';
import { REFERRAL_STATE_LABELS, type ReferralState } from '@hireloop/shared/referrals';
import { clsx } from 'clsx';
import { UserPlus } from 'lucide-react';
import { Card } from '#web/components/card.tsx';
import { EmptyState } from '#web/components/empty-state.tsx';
import { PagedList, PagedListHeader } from '#web/components/paged-list.tsx';
import { usePageParam } from '#web/lib/use-page-param.ts';
import { type ReferralSignup, useReferralSignups } from '../api/referrers.ts';

const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

const STATE_STYLES: Record<ReferralState, string> = {
  no_company: 'bg-slate-100 text-slate-700',
  trial: 'bg-sky-50 text-sky-800',
  trial_ended: 'bg-amber-50 text-amber-800',
  paid: 'bg-emerald-50 text-emerald-800',
};

function SignupRow({ signup }: { signup: ReferralSignup }) {
  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-1 px-4 py-3 sm:px-6">
      <div className="w-full min-w-0 sm:w-auto sm:flex-1">
        <p className="truncate font-medium text-slate-900">{signup.name}</p>
        <p className="truncate text-sm text-slate-600">
          {signup.companyName ?? 'No company yet'} · joined {day.format(new Date(signup.signedUpAt))}
        </p>
      </div>
      <span className={clsx('rounded-full px-2 py-0.5 text-xs font-medium', STATE_STYLES[signup.state])}>
        {REFERRAL_STATE_LABELS[signup.state]}
        {signup.state === 'trial' && signup.trialEndsAt
          ? ` until ${day.format(new Date(signup.trialEndsAt))}`
          : ''}
      </span>
      <span className="w-20 text-right text-sm font-medium tabular-nums text-slate-900">
        {signup.rewardCents > 0 ? formatCents(signup.rewardCents) : '—'}
      </span>
    </li>
  );
}

export function ReferralSignups({ referrerId }: { referrerId: number }) {
  const [page, setPage] = usePageParam();
  const signups = useReferralSignups(referrerId, page, true);
  return (
    <Card className="overflow-hidden">
      <PagedListHeader id="referral-signups" query={signups}>
        Sign-ups
        {signups.data ? (
          <span className="ml-2 font-normal text-slate-600">({signups.data.meta.total})</span>
        ) : null}
      </PagedListHeader>
      <PagedList
        query={signups}
        labelledBy="referral-signups"
        loadingLabel="Loading sign-ups"
        pagesLabel="Sign-up pages"
        onPageChange={setPage}
        empty={
          <EmptyState
            icon={UserPlus}
            title="No sign-ups yet"
            description="Share your link: everyone who creates an account through it shows up here."
          />
        }
      >
        {(signup) => <SignupRow key={signup.userId} signup={signup} />}
      </PagedList>
    </Card>
  );
}
