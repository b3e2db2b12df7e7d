// The shell of a public page opened from a signed link in an email: its heading and card, and the
// states every such page has before its own content: no token, checking the link, a refused
// (invalid or expired) link, another error with retry. `children` renders what the link opens;
// LinkAnswered is its done state.
import type { UseQueryResult } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { CircleCheck, LinkIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { signedLinkProblem } from '#web/lib/signed-link.ts';
import { Button } from './button.tsx';
import { Card } from './card.tsx';
import { EmptyState } from './empty-state.tsx';
import { ErrorState } from './error-state.tsx';
import { Spinner } from './spinner.tsx';

interface RefusedLinkProps {
  reason: string;
  /** Where to go instead, if the page offers somewhere. */
  action?: ReactNode;
}

/** A link the server refused; the title says whether it expired or is not valid. */
export function RefusedLink({ reason, action }: RefusedLinkProps) {
  return (
    <EmptyState
      icon={LinkIcon}
      title={/expired/i.test(reason) ? 'This link has expired' : 'This link is not valid'}
      description={reason}
      action={action}
    />
  );
}

interface LinkAnsweredProps {
  title: string;
  /** The server's message about what the answer changed. */
  message: string;
  /** The button that reopens the question: "Change my answer". */
  changeLabel: string;
  onChange: () => void;
}

/** The answer the link asked for is saved; the person may still change it. */
export function LinkAnswered({ title, message, changeLabel, onChange }: LinkAnsweredProps) {
  return (
    <EmptyState
      icon={CircleCheck}
      title={title}
      description={message}
      action={
        <Button variant="secondary" onClick={onChange}>
          {changeLabel}
        </Button>
      }
    />
  );
}

interface SignedLinkPageProps<T> {
  title: string;
  token: string;
  /** What the link points to, loaded with the token. */
  target: UseQueryResult<T>;
  /** The action offered beside a refused link. */
  refusedAction?: ReactNode;
  /** A wider card, for a page with a form. */
  wide?: boolean;
  children: (target: T) => ReactNode;
}

export function SignedLinkPage<T>({
  title,
  token,
  target,
  refusedAction,
  wide,
  children,
}: SignedLinkPageProps<T>) {
  let content: ReactNode;
  if (token === '')
    content = (
      <RefusedLink
        reason="This link is not valid. Open the whole link from the email."
        action={refusedAction}
      />
    );
  else if (target.isPending)
    content = (
      <div className="flex justify-center py-14">
        <Spinner className="size-6 text-brand-600" label="Checking your link" />
      </div>
    );
  else if (target.isError) {
    const reason = signedLinkProblem(target.error);
    content = reason ? (
      <RefusedLink reason={reason} action={refusedAction} />
    ) : (
      <ErrorState onRetry={() => void target.refetch()} retrying={target.isFetching} />
    );
  } else content = children(target.data);

  return (
    <div className={clsx('mx-auto px-4 py-10 sm:px-6 sm:py-16', wide ? 'max-w-2xl' : 'max-w-xl')}>
      <h1 className="mb-6 text-center text-2xl font-semibold tracking-tight text-slate-900">{title}</h1>
      <Card className="p-6 sm:p-8">{content}</Card>
    </div>
  );
}
