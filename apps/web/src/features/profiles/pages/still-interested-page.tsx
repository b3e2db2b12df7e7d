// `/still-interested?token=…` "Take Next Steps" (public): a candidate whose profile has been quiet
// says whether they are still looking. Yes keeps them visible and marks the profile current; no
// hides it from company searches for a while. One-click unsubscribe from these check-ins.
import { formatDate } from '@hireloop/shared/time';
import { Compass, MailX } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '#web/components/button.tsx';
import { ButtonLink } from '#web/components/button-link.tsx';
import { LinkAnswered, RefusedLink, SignedLinkPage } from '#web/components/signed-link-page.tsx';
import { signedLinkProblem, useLinkToken } from '#web/lib/signed-link.ts';
import {
  type StillInterestedTarget,
  useAnswerStillInterested,
  useStillInterestedTarget,
} from '../api/still-interested.ts';

const LogInLink = () => <ButtonLink to="/login">Log in</ButtonLink>;

function Question({ token, target }: { token: string; target: StillInterestedTarget }) {
  const answer = useAnswerStillInterested();
  const refused = signedLinkProblem(answer.error);
  if (refused) return <RefusedLink reason={refused} action={<LogInLink />} />;
  const unsubscribe = (
    <p className="mt-6 text-center text-sm text-slate-600">
      <MailX className="mr-1 inline size-4 align-text-bottom" aria-hidden="true" />
      Do not want these check-ins?{' '}
      <Link to={target.unsubscribePath} className="font-medium text-brand-700 underline underline-offset-2">
        Unsubscribe with one click
      </Link>
    </p>
  );
  if (answer.isSuccess)
    return (
      <>
        <LinkAnswered
          title="Thanks for your answer"
          message={answer.data.message}
          changeLabel="Change my answer"
          onChange={() => answer.reset()}
        />
        {unsubscribe}
      </>
    );
  return (
    <div className="flex flex-col items-center text-center">
      <div className="flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-600">
        <Compass className="size-6" aria-hidden="true" />
      </div>
      <h2 className="mt-4 text-lg font-semibold text-slate-900">
        Hi {target.firstName}, are you still looking?
      </h2>
      <p className="mt-2 max-w-md text-sm text-slate-600">
        Your profile ({target.email}) has not changed for a while.{' '}
        {target.snoozedUntil
          ? `It is hidden from company searches until ${formatDate(target.snoozedUntil)}.`
          : 'Companies can find it in their searches.'}
      </p>
      <div className="mt-6 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
        <Button
          loading={answer.isPending && answer.variables?.answer === 'yes'}
          disabled={answer.isPending}
          onClick={() => answer.mutate({ token, answer: 'yes' })}
        >
          Yes, I am still looking
        </Button>
        <Button
          variant="secondary"
          loading={answer.isPending && answer.variables?.answer === 'no'}
          disabled={answer.isPending}
          onClick={() => answer.mutate({ token, answer: 'no' })}
        >
          No, not right now
        </Button>
      </div>
      {unsubscribe}
    </div>
  );
}

export default function StillInterestedPage() {
  const token = useLinkToken();
  const target = useStillInterestedTarget(token);
  return (
    <SignedLinkPage title="Take next steps" token={token} target={target} refusedAction={<LogInLink />}>
      {(loaded) => <Question token={token} target={loaded} />}
    </SignedLinkPage>
  );
}
