// `/unsubscribe?token=…` (public): the link at the bottom of every notification email. Says what
// will be turned off, turns it off with one button, then confirms. No sign-in needed.
import { CircleCheck, LinkIcon, MailX } from 'lucide-react';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '#web/components/button.tsx';
import { ButtonLink } from '#web/components/button-link.tsx';
import { Card } from '#web/components/card.tsx';
import { EmptyState } from '#web/components/empty-state.tsx';
import { ErrorState } from '#web/components/error-state.tsx';
import { Spinner } from '#web/components/spinner.tsx';
import { isInvalidUnsubscribeLink, useUnsubscribe, useUnsubscribeTarget } from '../api/unsubscribe.ts';

function InvalidLink() {
  return (
    <EmptyState
      icon={LinkIcon}
      title="This unsubscribe link is invalid"
      description="Check that you opened the whole link from the email. You can also log in and choose which emails you get in your notification settings."
      action={<ButtonLink to="/notification-preferences">Open notification settings</ButtonLink>}
    />
  );
}

export default function UnsubscribePage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';
  const target = useUnsubscribeTarget(token);
  const unsubscribe = useUnsubscribe();

  let content: ReactNode;
  if (token === '') {
    content = <InvalidLink />;
  } else if (target.isPending) {
    content = (
      <div className="flex justify-center py-14">
        <Spinner className="size-6 text-brand-600" label="Checking your link" />
      </div>
    );
  } else if (target.isError || isInvalidUnsubscribeLink(unsubscribe.error)) {
    content =
      isInvalidUnsubscribeLink(target.error) || isInvalidUnsubscribeLink(unsubscribe.error) ? (
        <InvalidLink />
      ) : (
        <ErrorState onRetry={() => void target.refetch()} retrying={target.isFetching} />
      );
  } else if (unsubscribe.isSuccess) {
    content = (
      <EmptyState
        icon={CircleCheck}
        title="You are unsubscribed"
        description={`${unsubscribe.data.message} They will still show in the app. ${unsubscribe.data.email} can turn them back on at any time in the notification settings.`}
        action={
          <ButtonLink to="/notification-preferences" variant="secondary">
            Manage notification settings
          </ButtonLink>
        }
      />
    );
  } else {
    const label = target.data.typeLabel.toLowerCase();
    content = (
      <div className="flex flex-col items-center px-2 py-6 text-center">
        <div className="flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-600">
          <MailX className="size-6" aria-hidden="true" />
        </div>
        <h2 className="mt-4 text-lg font-semibold text-slate-900">Stop emails about {label}?</h2>
        <p className="mt-2 max-w-md text-sm text-slate-600">
          We will no longer email <span className="font-medium text-slate-900">{target.data.email}</span>{' '}
          about {label}. Everything else stays as it is, and these notifications still show in the app.
        </p>
        <Button className="mt-6" loading={unsubscribe.isPending} onClick={() => unsubscribe.mutate(token)}>
          Unsubscribe
        </Button>
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-xl px-4 py-10 sm:px-6 sm:py-16">
      <h1 className="mb-6 text-center text-2xl font-semibold tracking-tight text-slate-900">Unsubscribe</h1>
      <Card className="p-6 sm:p-8">{content}</Card>
    </div>
  );
}
