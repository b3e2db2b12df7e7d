// `/logout`: ends the session, then the session goes to /login. If the server cannot be reached
// the user stays signed in and may try again.
import { LogOut } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '#web/components/button.tsx';
import { ButtonLink } from '#web/components/button-link.tsx';
import { Card } from '#web/components/card.tsx';
import { Spinner } from '#web/components/spinner.tsx';
import { useSession } from '#web/lib/session/session.tsx';

export default function LogoutPage() {
  const { logout } = useSession();
  const [failed, setFailed] = useState(false);
  const started = useRef(false);

  const attempt = () => {
    setFailed(false);
    logout().catch(() => setFailed(true));
  };

  useEffect(() => {
    // Once per visit, also under React's development double effects.
    if (started.current) return;
    started.current = true;
    attempt();
  });

  if (!failed) {
    return (
      <div className="flex flex-col items-center gap-4 text-slate-600">
        <Spinner className="size-7 text-brand-600" />
        <h1 className="text-base font-medium">Logging you out…</h1>
      </div>
    );
  }
  return (
    <Card className="w-full max-w-sm p-6 text-center">
      <div className="mx-auto flex size-11 items-center justify-center rounded-full bg-red-50 text-red-600">
        <LogOut className="size-5" aria-hidden="true" />
      </div>
      <h1 className="mt-4 text-lg font-semibold text-slate-900">We could not log you out</h1>
      <p className="mt-2 text-sm text-slate-600">
        The server did not answer, so you are still logged in. Check your connection and try again.
      </p>
      <div className="mt-6 flex justify-center gap-3">
        <Button onClick={attempt}>Try again</Button>
        <ButtonLink to="/dashboard" variant="secondary">
          Stay logged in
        </ButtonLink>
      </div>
    </Card>
  );
}
