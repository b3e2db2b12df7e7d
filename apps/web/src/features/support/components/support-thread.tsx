// The user's conversation with the support team: the messages, oldest first, and a composer.
import { SUPPORT_GREETING, SUPPORT_TEAM_NAME } from '@hireloop/shared/support-constants';
import { clsx } from 'clsx';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Button } from '#web/components/button.tsx';
import { ErrorState } from '#web/components/error-state.tsx';
import { Spinner } from '#web/components/spinner.tsx';
import { HttpError } from '#web/lib/http.ts';
import { type SupportMessage, useOwnSupportThread, useSendSupportMessage } from '../api/support.ts';

function Bubble({ message }: { message: Pick<SupportMessage, 'content' | 'fromSupport' | 'senderName'> }) {
  return (
    <li className={clsx('flex flex-col', message.fromSupport ? 'items-start' : 'items-end')}>
      <span className="mb-0.5 text-xs text-slate-500">
        {message.fromSupport ? message.senderName : 'You'}
      </span>
      <p
        className={clsx(
          'max-w-[85%] whitespace-pre-wrap rounded-2xl px-3 py-2 text-sm',
          message.fromSupport ? 'bg-slate-100 text-slate-900' : 'bg-brand-600 text-white',
        )}
      >
        {message.content}
      </p>
    </li>
  );
}

export function SupportThread() {
  const thread = useOwnSupportThread(true);
  const send = useSendSupportMessage();
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | null>(null);
  const end = useRef<HTMLLIElement>(null);
  const count = thread.data?.messages.length ?? 0;

  useEffect(() => {
    if (count > 0) end.current?.scrollIntoView({ block: 'end' });
  }, [count]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!draft.trim()) return;
    setError(null);
    send.mutate(draft, {
      onSuccess: () => setDraft(''),
      onError: (failure) => {
        const body =
          failure instanceof HttpError ? (failure.body as { errors?: { content?: string[] } }) : null;
        setError(body?.errors?.content?.[0] ?? null);
      },
    });
  };

  if (thread.isPending) {
    return (
      <div className="flex justify-center py-10">
        <Spinner label="Loading the conversation" className="size-6 text-brand-600" />
      </div>
    );
  }
  if (thread.isError)
    return <ErrorState onRetry={() => void thread.refetch()} retrying={thread.isFetching} />;

  return (
    <div className="flex flex-col gap-4">
      <ul
        className="max-h-80 min-h-40 space-y-3 overflow-y-auto rounded-xl border border-slate-200 p-3"
        aria-label="Messages"
      >
        <Bubble message={{ content: SUPPORT_GREETING, fromSupport: true, senderName: SUPPORT_TEAM_NAME }} />
        {thread.data.messages.map((message) => (
          <Bubble key={message.id} message={message} />
        ))}
        <li ref={end} aria-hidden="true" />
      </ul>
      <form onSubmit={submit} className="space-y-2">
        <label htmlFor="support-message" className="text-sm font-medium text-slate-800">
          Your message
        </label>
        <textarea
          id="support-message"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          rows={3}
          maxLength={5000}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'support-message-error' : undefined}
          className="block w-full rounded-lg border border-slate-300 px-3 py-2 text-sm focus:border-brand-500 focus:ring-2 focus:ring-brand-500/30 focus:outline-none"
        />
        {error ? (
          <p id="support-message-error" className="text-sm text-red-700">
            {error}
          </p>
        ) : null}
        <div className="flex justify-end">
          <Button type="submit" loading={send.isPending} disabled={!draft.trim()}>
            Send
          </Button>
        </div>
      </form>
    </div>
  );
}
