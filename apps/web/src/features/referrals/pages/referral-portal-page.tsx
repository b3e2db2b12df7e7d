// `/referrers/{id}` "Referral Portal" (SPEC.md §2, issue 23): the referrer's link, the figures of
// their sign-ups and the reward earned (decision 117: a fixed amount per referred company that has
// paid an invoice). Only the referrer (and super admins) may open it; anyone else is told it was
// not found.
import { formatCents } from '@hireloop/shared/billing';
import { SearchX } from 'lucide-react';
import { useParams } from 'react-router';
import { ButtonLink } from '#web/components/button-link.tsx';
import { Card } from '#web/components/card.tsx';
import { EmptyState } from '#web/components/empty-state.tsx';
import { ErrorState } from '#web/components/error-state.tsx';
import { Spinner } from '#web/components/spinner.tsx';
import { HttpError } from '#web/lib/http.ts';
import { useReferrer } from '../api/referrers.ts';
import { ReferralLink } from '../components/referral-link.tsx';
import { ReferralSignups } from '../components/referral-signups.tsx';

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-lg border border-slate-200 bg-white p-4">
      <dt className="text-xs font-medium text-slate-600">{label}</dt>
      <dd className="mt-1 text-2xl font-semibold text-slate-900">{value}</dd>
    </div>
  );
}

export default function ReferralPortalPage() {
  const id = Number(useParams().id);
  const referrer = useReferrer(id);
  const missing =
    !Number.isInteger(id) ||
    id <= 0 ||
    (referrer.error instanceof HttpError && [403, 404, 422].includes(referrer.error.status));

  return (
    <div className="mx-auto max-w-5xl space-y-6 px-4 py-8 sm:px-6">
      <h1 className="text-2xl font-semibold text-slate-900">Referral Portal</h1>
      {missing ? (
        <Card>
          <EmptyState
            icon={SearchX}
            title="We could not find this referral portal"
            description="You can only open your own referral portal."
            action={<ButtonLink to="/launch-pad">Go to the Launch Pad</ButtonLink>}
          />
        </Card>
      ) : referrer.isPending ? (
        <div className="flex justify-center py-16">
          <Spinner className="size-6 text-brand-600" label="Loading the referral portal" />
        </div>
      ) : referrer.isError ? (
        <Card>
          <ErrorState onRetry={() => void referrer.refetch()} retrying={referrer.isFetching} />
        </Card>
      ) : (
        <>
          <Card className="p-5 sm:p-6">
            <ReferralLink url={referrer.data.referralUrl} />
          </Card>
          <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
            <Figure label="Sign-ups" value={String(referrer.data.signups)} />
            <Figure label="Companies on trial" value={String(referrer.data.companiesOnTrial)} />
            <Figure label="Paying companies" value={String(referrer.data.payingCompanies)} />
            <Figure label="Reward earned" value={formatCents(referrer.data.rewardEarnedCents)} />
          </dl>
          <p className="text-sm text-slate-600">
            You earn {formatCents(referrer.data.rewardPerPayingCompanyCents)} for each company created through
            your link once it pays its first invoice.
          </p>
          <ReferralSignups referrerId={referrer.data.id} />
        </>
      )}
    </div>
  );
}
