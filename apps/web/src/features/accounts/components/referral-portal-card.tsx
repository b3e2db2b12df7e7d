// The launch pad's way into the Referral Portal (issue 23): a referrer opens it; anyone else can
// get a referral link, which makes them a referrer and opens the portal.
import { Gift } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useSession } from '#web/lib/session/session.tsx';
import { becomeReferrer } from '../api/become-referrer.ts';

const CARD =
  'flex w-full items-center gap-4 rounded-xl border border-slate-200 bg-white p-4 text-left shadow-sm transition hover:border-brand-400 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:opacity-60';

function CardBody({ title, text }: { title: string; text: string }) {
  return (
    <>
      <span className="flex size-12 shrink-0 items-center justify-center rounded-lg bg-emerald-50 text-emerald-700">
        <Gift className="size-6" aria-hidden="true" />
      </span>
      <span className="min-w-0 flex-1">
        <span className="block font-semibold text-slate-900">{title}</span>
        <span className="mt-0.5 block text-sm text-slate-600">{text}</span>
      </span>
    </>
  );
}

export function ReferralPortalCard({ referrerId }: { referrerId: number | null | undefined }) {
  const navigate = useNavigate();
  const { refetchUser } = useSession();
  const [starting, setStarting] = useState(false);
  if (referrerId) {
    return (
      <Link to={`/referrers/${referrerId}`} className={CARD}>
        <CardBody title="Referral Portal" text="Your referral link, sign-ups and the reward earned." />
      </Link>
    );
  }
  const start = async () => {
    setStarting(true);
    try {
      const referrer = await becomeReferrer();
      await refetchUser();
      await navigate(`/referrers/${referrer.id}`);
    } catch {
      setStarting(false);
    }
  };
  return (
    <button
      type="button"
      className={CARD}
      disabled={starting}
      aria-busy={starting}
      onClick={() => void start()}
    >
      <CardBody
        title="Refer companies"
        text="Get a referral link and earn a reward for each company that pays."
      />
    </button>
  );
}
