// `/dev/mailbox`: every email and text the server "sent" in development and tests, newest first.
import { Inbox, RefreshCw, ServerOff, ShieldOff } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { Button } from '#web/components/button.tsx';
import { Card } from '#web/components/card.tsx';
import { EmptyState } from '#web/components/empty-state.tsx';
import { ErrorState } from '#web/components/error-state.tsx';
import { Spinner } from '#web/components/spinner.tsx';
import { isMailboxForbidden, isMailboxUnavailable, useMailboxPage } from '../api/mailbox-query.ts';
import { MailboxPagination } from '../components/mailbox-pagination.tsx';
import { MessageRow } from '../components/message-row.tsx';

function pageFromSearch(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

function MailboxContent({ page }: { page: number }) {
  const query = useMailboxPage(page);

  if (query.isPending) {
    return (
      <div className="flex justify-center py-16 text-brand-600">
        <Spinner label="Loading messages" className="size-6" />
      </div>
    );
  }
  if (query.isError) {
    if (isMailboxUnavailable(query.error)) {
      return (
        <EmptyState
          icon={ServerOff}
          title="The mailbox is not available here"
          description="This server delivers messages for real, so there is no local mailbox to show. It exists only in development and test environments."
        />
      );
    }
    if (isMailboxForbidden(query.error)) {
      return (
        <EmptyState
          icon={ShieldOff}
          title="The mailbox is only readable on the server's machine"
          description="It holds sign-in and password reset links, so this development server shows it only to browsers on the same machine. To read it from another one, start the server with DEV_MAILBOX_ALLOW set to that machine's address."
        />
      );
    }
    return <ErrorState onRetry={() => query.refetch()} retrying={query.isFetching} />;
  }
  if (query.data.data.length === 0) {
    return (
      <EmptyState
        icon={Inbox}
        title={page > 1 ? 'No messages on this page' : 'No messages yet'}
        description="Emails and text messages the app sends, such as sign-up confirmations, password resets and interview reminders, will appear here."
      />
    );
  }
  return (
    <>
      <ul className="divide-y divide-slate-200" aria-label="Messages">
        {query.data.data.map((message) => (
          <MessageRow key={message.id} message={message} />
        ))}
      </ul>
      <MailboxPagination meta={query.data.meta} />
    </>
  );
}

export default function MailboxPage() {
  const [searchParams] = useSearchParams();
  const page = pageFromSearch(searchParams.get('page'));
  const query = useMailboxPage(page);

  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <p className="text-sm font-semibold text-brand-700">Developer tools</p>
          <h1 className="mt-1 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Mailbox</h1>
          <p className="mt-2 max-w-2xl text-sm text-slate-600">
            Every email and text message this environment has sent, newest first. Nothing shown here reaches a
            real inbox or phone.
          </p>
        </div>
        <Button
          variant="secondary"
          onClick={() => query.refetch()}
          disabled={query.isFetching}
          className="self-start sm:self-auto"
        >
          <RefreshCw className={query.isFetching ? 'size-4 animate-spin' : 'size-4'} aria-hidden="true" />
          Refresh
        </Button>
      </div>
      {query.data && query.data.meta.total > 0 ? (
        <p className="mt-6 text-sm text-slate-600" aria-live="polite">
          {query.data.meta.total} {query.data.meta.total === 1 ? 'message' : 'messages'}
        </p>
      ) : null}
      <Card className="mt-3 overflow-hidden">
        <MailboxContent page={page} />
      </Card>
    </div>
  );
}
