// Support conversations (issue 22): users write from the chat-support launcher; any super admin
// answers here as the Hireloop support team. Live: new messages refresh the list and the thread.
import { MessagesSquare } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '#web/components/button.tsx';
import { Card } from '#web/components/card.tsx';
import { EmptyState } from '#web/components/empty-state.tsx';
import { ErrorState } from '#web/components/error-state.tsx';
import { Pagination } from '#web/components/pagination.tsx';
import { Spinner } from '#web/components/spinner.tsx';
import { HttpError } from '#web/lib/http.ts';
import { usePageParam } from '#web/lib/use-page-param.ts';
import {
  type SupportConversation,
  useAnswerSupport,
  useLiveSupport,
  useSupportConversations,
  useSupportMessages,
} from '../api/support.ts';

function Thread({ conversation }: { conversation: SupportConversation }) {
  const messages = useSupportMessages(conversation.id);
  const answer = useAnswerSupport(conversation.id);
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | null>(null);
  const fieldId = `support-answer-${conversation.id}`;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    answer.mutate(draft, {
      onSuccess: () => setDraft(''),
      onError: (failure) => {
        const body =
          failure instanceof HttpError ? (failure.body as { errors?: { content?: string[] } }) : null;
        setError(body?.errors?.content?.[0] ?? 'Could not send the answer. Try again.');
      },
    });
  };
  return (
    <div className="space-y-3 border-t border-slate-100 bg-slate-50 px-4 py-4">
      {messages.isPending ? (
        <Spinner className="size-5 text-brand-600" label="Loading the conversation" />
      ) : messages.isError ? (
        <ErrorState onRetry={() => void messages.refetch()} retrying={messages.isFetching} />
      ) : (
        <ul
          className="max-h-72 space-y-2 overflow-y-auto"
          aria-label={`Conversation with ${conversation.user.name}`}
        >
          {messages.data.map((message) => (
            <li key={message.id} className={message.fromSupport ? 'text-right' : ''}>
              <span className="block text-xs text-slate-600">{message.senderName}</span>
              <span
                className={`inline-block max-w-[85%] whitespace-pre-wrap rounded-xl px-3 py-1.5 text-left text-sm ${
                  message.fromSupport
                    ? 'bg-brand-600 text-white'
                    : 'bg-white text-slate-900 ring-1 ring-slate-200'
                }`}
              >
                {message.content}
              </span>
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={submit} className="space-y-2">
        <label htmlFor={fieldId} className="text-sm font-medium text-slate-800">
          Answer {conversation.user.name}
        </label>
        <textarea
          id={fieldId}
          rows={2}
          maxLength={5000}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          className="block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm focus:border-brand-500 focus:ring-2 focus:ring-brand-500/30 focus:outline-none"
        />
        {error ? <p className="text-sm text-red-700">{error}</p> : null}
        <div className="flex justify-end">
          <Button type="submit" size="sm" loading={answer.isPending} disabled={!draft.trim()}>
            Send answer
          </Button>
        </div>
      </form>
    </div>
  );
}

export function SupportInbox() {
  useLiveSupport();
  const [page, setPage] = usePageParam('support_page');
  const conversations = useSupportConversations(page);
  const [openId, setOpenId] = useState<number | null>(null);
  return (
    <Card className="overflow-hidden" role="region" aria-labelledby="support-inbox-heading">
      <div className="border-b border-slate-200 p-4">
        <h2 id="support-inbox-heading" className="text-lg font-semibold text-slate-900">
          Support conversations
        </h2>
        <p className="text-sm text-slate-600">Questions from the chat-support launcher, newest first.</p>
      </div>
      {conversations.isPending ? (
        <div className="flex justify-center py-10">
          <Spinner className="size-6 text-brand-600" />
        </div>
      ) : conversations.isError ? (
        <ErrorState onRetry={() => void conversations.refetch()} retrying={conversations.isFetching} />
      ) : conversations.data.data.length === 0 ? (
        <EmptyState
          icon={MessagesSquare}
          title="No support conversations yet"
          description="When someone writes from the chat-support launcher, it shows up here."
        />
      ) : (
        <>
          <ul className="divide-y divide-slate-100">
            {conversations.data.data.map((conversation) => {
              const open = openId === conversation.id;
              return (
                <li key={conversation.id}>
                  <button
                    type="button"
                    aria-expanded={open}
                    onClick={() => setOpenId(open ? null : conversation.id)}
                    className="flex w-full flex-wrap items-center gap-x-3 gap-y-1 px-4 py-3 text-left hover:bg-slate-50"
                  >
                    <span className="min-w-0 flex-1">
                      <span className="block truncate font-medium text-slate-900">
                        {conversation.user.name}
                      </span>
                      <span className="block truncate text-sm text-slate-600">
                        {conversation.lastMessage}
                      </span>
                    </span>
                    {conversation.awaitingReply ? (
                      <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900">
                        Awaiting reply
                      </span>
                    ) : (
                      <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">
                        Answered
                      </span>
                    )}
                  </button>
                  {open ? <Thread conversation={conversation} /> : null}
                </li>
              );
            })}
          </ul>
          {conversations.data.meta.lastPage > 1 ? (
            <div className="border-t border-slate-200 px-4 pb-3">
              <Pagination
                label="Support conversation pages"
                page={page}
                lastPage={conversations.data.meta.lastPage}
                total={conversations.data.meta.total}
                onPageChange={setPage}
              />
            </div>
          ) : null}
        </>
      )}
    </Card>
  );
}
