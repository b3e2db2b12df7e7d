// The demo banner (SPEC.md §4: dismissible, a countdown from 60 minutes): shown to a demo visitor
// on every page. At zero the session ends and the visitor returns to the demo index; the server's
// job deletes the sandbox at the same moment.
import { Clock } from 'lucide-react';
import { useCallback, useState } from 'react';
import { navigate } from '#web/lib/navigation.ts';
import { signOut } from '#web/lib/session/sign-out.ts';
import { toast } from '#web/lib/toast.ts';
import { TRIAL_LINK_PATH, useCurrentDemo, useGiveawayInfo } from '../api/demo-accounts.ts';
import { formatRemaining, useDemoTimeLeft } from './demo-countdown.ts';

const DISMISSED_KEY = 'demo-banner-dismissed';
export const DEMO_ENDED = 'Your demo has ended and its data was deleted. Start a new one any time.';

function Countdown({ expiresAt, userId }: { expiresAt: string; userId: number }) {
  const [dismissed, setDismissed] = useState(() => sessionStorage.getItem(DISMISSED_KEY) === String(userId));
  const giveaway = useGiveawayInfo(userId);
  const expire = useCallback(() => {
    toast.info(DEMO_ENDED);
    void signOut({ endServerSession: true })
      .catch(() => undefined)
      .then(() => navigate('/', { replace: true }));
  }, []);
  const left = useDemoTimeLeft(expiresAt, expire);
  if (dismissed) return null;
  return (
    <div role="status" className="border-b border-amber-200 bg-amber-50 text-amber-950">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-2 text-sm sm:px-6">
        <p className="flex items-center gap-2 font-medium">
          <Clock className="size-4 text-amber-700" aria-hidden="true" />
          Demo account:{' '}
          <span className="font-semibold tabular-nums" data-testid="demo-countdown">
            {formatRemaining(left)}
          </span>{' '}
          left
        </p>
        <p className="min-w-0 basis-full text-amber-900 sm:flex-1 sm:basis-auto">
          {giveaway.data?.message ?? 'Everything you do here is deleted when the demo ends.'}
        </p>
        <a
          href={TRIAL_LINK_PATH}
          target="_blank"
          rel="noopener"
          className="rounded-md bg-amber-700 px-3 py-1.5 font-semibold text-white hover:bg-amber-800"
        >
          Start your real trial
        </a>
        <button
          type="button"
          onClick={() => {
            sessionStorage.setItem(DISMISSED_KEY, String(userId));
            setDismissed(true);
          }}
          className="rounded-md px-2 py-1 text-amber-900 underline-offset-2 hover:underline"
        >
          Hide
        </button>
      </div>
    </div>
  );
}

export default function DemoBanner({ userId }: { userId: number }) {
  const demo = useCurrentDemo(userId);
  if (!demo.data) return null;
  return <Countdown expiresAt={demo.data.expiresAt} userId={userId} />;
}
