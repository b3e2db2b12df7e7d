// /stop-impersonation: ends the impersonation and returns the super admin to their own session
// (the admin dashboard). A full page load, so nothing cached for the user acted as remains.
import { UserRoundX } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '#web/components/button.tsx';
import { ButtonLink } from '#web/components/button-link.tsx';
import { Card } from '#web/components/card.tsx';
import { Spinner } from '#web/components/spinner.tsx';
import { refusalOf, stopImpersonation } from '../api/admin.ts';

export default function StopImpersonationPage() {
  const [failure, setFailure] = useState<{ message: string; refused: boolean } | null>(null);
  const started = useRef(false);

  const attempt = () => {
    setFailure(null);
    stopImpersonation().then(
      (answer) => window.location.assign(answer.redirect),
      (error: unknown) => {
        const refusal = refusalOf(error);
        setFailure(
          refusal
            ? { message: refusal, refused: true }
            : { message: 'The server did not answer. Check your connection and try again.', refused: false },
        );
      },
    );
  };

  useEffect(() => {
    // Once per visit, also under React's development double effects.
    if (started.current) return;
    started.current = true;
    attempt();
  });

  if (!failure) {
    return (
      <div className="flex flex-col items-center gap-4 text-slate-600">
        <Spinner className="size-7 text-brand-600" />
        <h1 className="text-base font-medium">Returning to your account…</h1>
      </div>
    );
  }
  return (
    <Card className="w-full max-w-sm p-6 text-center">
      <div className="mx-auto flex size-11 items-center justify-center rounded-full bg-amber-50 text-amber-700">
        <UserRoundX className="size-5" aria-hidden="true" />
      </div>
      <h1 className="mt-4 text-lg font-semibold text-slate-900">Could not stop impersonating</h1>
      <p className="mt-2 text-sm text-slate-600">{failure.message}</p>
      <div className="mt-6 flex justify-center gap-3">
        {/* A refusal (nobody is impersonated) answers the same again; only a lost answer is worth retrying. */}
        {failure.refused ? null : <Button onClick={attempt}>Try again</Button>}
        <ButtonLink to="/dashboard" variant={failure.refused ? 'primary' : 'secondary'}>
          Go to the dashboard
        </ButtonLink>
      </div>
    </Card>
  );
}
