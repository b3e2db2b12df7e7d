// The chat tab: everything said in the room, oldest first, and a box to say something. Messages
// are stored (everyone in the room, and the interview's timeline afterwards, sees them); the live
// room passes the stored chat, the practice room a local one.
import { SendHorizontal } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Button } from '#web/components/button.tsx';

export interface ChatLine {
  id: number;
  body: string;
  authorName: string;
  mine: boolean;
  createdAt: string;
}

interface ChatPanelProps {
  lines: ChatLine[];
  loading?: boolean;
  sending?: boolean;
  error?: string | null;
  /** Resolves once sent; the box is cleared then. */
  onSend(body: string): Promise<unknown>;
}

const timeOf = (iso: string) => new Date(iso).toLocaleTimeString([], { hour: 'numeric', minute: '2-digit' });

export function ChatPanel({ lines, loading = false, sending = false, error, onSend }: ChatPanelProps) {
  const [draft, setDraft] = useState('');
  const list = useRef<HTMLOListElement>(null);
  useEffect(() => {
    const element = list.current;
    if (element && lines.length > 0) element.scrollTop = element.scrollHeight;
  }, [lines.length]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = draft.trim();
    if (!body) return;
    void onSend(body).then(
      () => setDraft(''),
      () => {},
    );
  };

  return (
    <div className="flex h-full min-h-72 flex-col">
      <ol
        ref={list}
        className="flex-1 space-y-3 overflow-y-auto pr-1"
        aria-live="polite"
        aria-label="Chat messages"
      >
        {loading ? <li className="text-sm text-slate-500">Loading the chat…</li> : null}
        {!loading && lines.length === 0 ? (
          <li className="rounded-lg bg-slate-50 p-4 text-sm text-slate-600">
            No messages yet. Share a link or say hello: everyone in the room sees it, and it stays with the
            interview.
          </li>
        ) : null}
        {lines.map((line) => (
          <li key={line.id} className={line.mine ? 'text-right' : ''}>
            <p className="text-xs text-slate-500">
              <span className="font-medium text-slate-700">{line.mine ? 'You' : line.authorName}</span> ·{' '}
              <time dateTime={line.createdAt}>{timeOf(line.createdAt)}</time>
            </p>
            <p
              className={`mt-0.5 inline-block max-w-[90%] rounded-2xl px-3 py-2 text-left text-sm whitespace-pre-wrap break-words ${
                line.mine ? 'bg-brand-600 text-white' : 'bg-slate-100 text-slate-900'
              }`}
            >
              {line.body}
            </p>
          </li>
        ))}
      </ol>
      <form onSubmit={submit} className="mt-3 flex items-end gap-2 border-t border-slate-200 pt-3">
        <label htmlFor="room-chat-message" className="sr-only">
          Message
        </label>
        <textarea
          id="room-chat-message"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.shiftKey) submit(event);
          }}
          rows={2}
          maxLength={2000}
          placeholder="Write a message"
          className="min-h-10 flex-1 resize-none rounded-lg border border-slate-300 px-3 py-2 text-sm focus:border-brand-500 focus:ring-2 focus:ring-brand-500/30 focus:outline-none"
        />
        <Button type="submit" loading={sending} aria-label="Send message">
          <SendHorizontal className="size-4" aria-hidden="true" />
        </Button>
      </form>
      {error ? (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
