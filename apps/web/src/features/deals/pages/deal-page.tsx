// `/deals/{slug}` "Join Hireloop" (SPEC.md §2, issue 23): a deal's landing page. Anyone sees what
// it gives; a visitor creates an account or logs in first (and comes back here); a signed-in user
// names the company and lands on its dashboard with the deal applied. An expired or used-up deal
// says so.
import { STORAGE_TTL_MS } from '@hireloop/shared/constants';
import { BadgePercent, CalendarCheck, Clock, SearchX, TicketX } from 'lucide-react';
import { useNavigate, useParams } from 'react-router';
import { ButtonLink } from '#web/components/button-link.tsx';
import { Card } from '#web/components/card.tsx';
import { EmptyState } from '#web/components/empty-state.tsx';
import { ErrorState } from '#web/components/error-state.tsx';
import { Spinner } from '#web/components/spinner.tsx';
import { HttpError } from '#web/lib/http.ts';
import { useSession } from '#web/lib/session/session.tsx';
import { storeTargetUrl } from '#web/lib/target-url.ts';
import { type PublicDeal, useDeal } from '../api/deals.ts';
import { RedeemDealForm } from '../components/redeem-deal-form.tsx';

const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' });

function Perks({ deal }: { deal: PublicDeal }) {
  const perks = [
    { icon: CalendarCheck, text: `A free ${deal.trialDays}-day trial for your whole team.` },
    ...(deal.discountPercent && deal.discountMonths
      ? [
          {
            icon: BadgePercent,
            text: `${deal.discountPercent}% off every invoice for ${deal.discountMonths === 1 ? 'the first month' : `the first ${deal.discountMonths} months`} after the trial.`,
          },
        ]
      : []),
    ...(deal.expiresAt
      ? [{ icon: Clock, text: `Claim it by ${day.format(new Date(deal.expiresAt))}.` }]
      : []),
  ];
  return (
    <ul className="space-y-4" aria-label="What the deal gives">
      {perks.map(({ icon: Icon, text }) => (
        <li key={text} className="flex gap-3 text-sm text-slate-700">
          <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-600">
            <Icon className="size-5" aria-hidden="true" />
          </span>
          <span className="pt-2">{text}</span>
        </li>
      ))}
      {deal.remaining !== null && deal.state === 'available' ? (
        <li className="text-sm font-medium text-slate-700">
          {deal.remaining === 1 ? 'Only 1 left.' : `${deal.remaining} left.`}
        </li>
      ) : null}
    </ul>
  );
}

function SignUpOrRedeem({ deal }: { deal: PublicDeal }) {
  const { user, refetchUser } = useSession();
  const navigate = useNavigate();
  if (deal.state !== 'available') {
    return (
      <EmptyState
        icon={TicketX}
        title={deal.state === 'expired' ? 'This deal has ended' : 'This deal is all claimed'}
        description={`${deal.unavailableReason ?? ''} You can still start a standard free trial.`}
        action={<ButtonLink to={user ? '/create-company' : '/register'}>Start a free trial</ButtonLink>}
      />
    );
  }
  if (!user) {
    // Back here after signing up or in (the saved target URL, as for any signed-out visit).
    const remember = () => storeTargetUrl(window.location, STORAGE_TTL_MS.targetUrlOnLoginRedirect);
    return (
      <div className="space-y-4 text-center">
        <p className="text-sm text-slate-600">Create your account first, then name your company.</p>
        <ButtonLink to="/register" size="lg" block onClick={remember}>
          Create an account
        </ButtonLink>
        <ButtonLink to="/login" variant="secondary" size="lg" block onClick={remember}>
          I already have an account
        </ButtonLink>
      </div>
    );
  }
  return (
    <RedeemDealForm
      slug={deal.slug}
      onRedeemed={async () => {
        await refetchUser();
        await navigate('/company-dashboard', { replace: true });
      }}
    />
  );
}

export default function DealPage() {
  const { slug = '' } = useParams();
  const deal = useDeal(slug);
  const notFound =
    deal.error instanceof HttpError && (deal.error.status === 404 || deal.error.status === 422);

  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 lg:py-16">
      {deal.isPending ? (
        <div className="flex justify-center py-16">
          <Spinner className="size-6 text-brand-600" label="Loading the deal" />
        </div>
      ) : notFound ? (
        <Card>
          <EmptyState
            icon={SearchX}
            title="We could not find this deal"
            description="Check the link, or start a standard free trial instead."
            action={<ButtonLink to="/register">Start a free trial</ButtonLink>}
          />
        </Card>
      ) : deal.isError ? (
        <Card>
          <ErrorState onRetry={() => void deal.refetch()} retrying={deal.isFetching} />
        </Card>
      ) : (
        <div className="grid gap-8 lg:grid-cols-[1fr_24rem]">
          <div>
            <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Join Hireloop</p>
            <h1 className="mt-2 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
              {deal.data.title}
            </h1>
            <p className="mt-3 text-lg font-medium text-slate-800">{deal.data.summary}</p>
            {deal.data.description ? (
              <p className="mt-3 whitespace-pre-line text-slate-600">{deal.data.description}</p>
            ) : null}
            <div className="mt-8">
              <Perks deal={deal.data} />
            </div>
          </div>
          <Card className="self-start p-5 sm:p-8">
            <SignUpOrRedeem deal={deal.data} />
          </Card>
        </div>
      )}
    </div>
  );
}
