// The body of one outbound message. HTML mail is shown in a fully sandboxed frame (no scripts,
// no same-origin access, no forms or navigation), so a message can never act on this page.
import { clsx } from 'clsx';
import { useState } from 'react';
import type { MailboxMessage } from '../api/mailbox-query.ts';

type View = 'html' | 'text';

const VIEW_LABELS: Record<View, string> = { html: 'HTML', text: 'Plain text' };

export function MessageBody({ message }: { message: MailboxMessage }) {
  const views: View[] = [];
  if (message.html) views.push('html');
  if (message.text) views.push('text');
  const [view, setView] = useState<View | undefined>(views[0]);

  if (!view) return <p className="text-sm text-slate-600">This message has no body.</p>;

  return (
    <div>
      {views.length > 1 ? (
        <fieldset className="mb-3 inline-flex rounded-lg bg-slate-100 p-1">
          <legend className="sr-only">Show the message as</legend>
          {views.map((option) => (
            <button
              key={option}
              type="button"
              aria-pressed={view === option}
              onClick={() => setView(option)}
              className={clsx(
                'rounded-md px-3 py-1 text-xs font-semibold',
                view === option ? 'bg-white text-slate-900 shadow-sm' : 'text-slate-600 hover:text-slate-900',
              )}
            >
              {VIEW_LABELS[option]}
            </button>
          ))}
        </fieldset>
      ) : null}
      {view === 'html' ? (
        <iframe
          title={`HTML body of ${message.subject ?? 'the message'}`}
          srcDoc={message.html ?? ''}
          sandbox=""
          referrerPolicy="no-referrer"
          className="h-96 w-full rounded-lg border border-slate-200 bg-white"
        />
      ) : (
        <pre
          // Focusable so keyboard users can scroll a long message (axe: scrollable-region-focusable).
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
          tabIndex={0}
          className="max-h-96 overflow-auto rounded-lg border border-slate-200 bg-slate-50 p-4 font-mono text-sm whitespace-pre-wrap text-slate-800"
        >
          {message.text}
        </pre>
      )}
    </div>
  );
}
