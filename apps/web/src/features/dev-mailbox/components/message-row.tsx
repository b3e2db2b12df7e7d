import { formatDate, messageTime } from '@hireloop/shared/time';
import { clsx } from 'clsx';
import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import type { MailboxMessage } from '../api/mailbox-query.ts';
import { ChannelBadge } from './channel-badge.tsx';
import { MessageBody } from './message-body.tsx';

/** What the row calls the message: its subject, or for texts the start of the text. */
function headline(message: MailboxMessage): string {
  if (message.subject) return message.subject;
  const firstLine = message.text?.split('\n').find((line) => line.trim() !== '');
  return firstLine ?? '(no subject)';
}

export function MessageRow({ message }: { message: MailboxMessage }) {
  const [expanded, setExpanded] = useState(false);
  const panelId = useId();
  return (
    <li>
      <button
        type="button"
        onClick={() => setExpanded(!expanded)}
        aria-expanded={expanded}
        aria-controls={panelId}
        className="flex w-full items-start gap-4 px-4 py-4 text-left hover:bg-slate-50 focus-visible:-outline-offset-2 sm:px-6"
      >
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <ChannelBadge channel={message.channel} />
            <span className="truncate text-sm font-semibold text-slate-900">{headline(message)}</span>
          </div>
          <p className="mt-1 truncate text-sm text-slate-600">
            To <span className="font-medium text-slate-800">{message.to}</span>
            {message.from ? <> · from {message.from}</> : null}
          </p>
        </div>
        <time
          dateTime={message.createdAt}
          title={formatDate(message.createdAt)}
          className="shrink-0 pt-0.5 text-xs whitespace-nowrap text-slate-600"
        >
          {messageTime(message.createdAt)}
        </time>
        <ChevronDown
          className={clsx(
            'mt-0.5 size-4 shrink-0 text-slate-500 transition-transform',
            expanded && 'rotate-180',
          )}
          aria-hidden="true"
        />
      </button>
      {expanded ? (
        <div id={panelId} className="border-t border-slate-100 bg-slate-50/60 px-4 py-4 sm:px-6">
          <MessageBody message={message} />
        </div>
      ) : null}
    </li>
  );
}
