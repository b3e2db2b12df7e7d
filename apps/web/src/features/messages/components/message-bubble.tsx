// One text message: the sender's avatar and name at the start of a group, the text, its files and
// the time (SPEC.md §9: the time today, "Yesterday", or relative). The reader's side sits right.
import { fullName } from '@hireloop/shared/people';
import { messageTime } from '@hireloop/shared/time';
import { clsx } from 'clsx';
import { Avatar } from '#web/components/avatar.tsx';
import type { ThreadMessage } from '../api/message-types.ts';
import { AttachmentChip } from './attachment-chip.tsx';

interface MessageBubbleProps {
  message: ThreadMessage;
  /** Written by the reader's side of the conversation. */
  own: boolean;
  showSender: boolean;
}

function senderName(message: ThreadMessage): string {
  const sender = message.sender;
  return sender ? fullName(sender) || 'Unknown sender' : 'Hireloop';
}

export function MessageBubble({ message, own, showSender }: MessageBubbleProps) {
  const name = senderName(message);
  return (
    <li className={clsx('flex gap-3 px-4', own && 'flex-row-reverse', showSender ? 'pt-3' : 'pt-1')}>
      <div className="w-8 shrink-0">
        {showSender ? <Avatar name={name} src={message.sender?.avatar} size="sm" /> : null}
      </div>
      <div
        className={clsx(
          'flex min-w-0 max-w-[80%] flex-col sm:max-w-[70%]',
          own ? 'items-end' : 'items-start',
        )}
      >
        {showSender ? (
          <p className={clsx('mb-1 flex items-baseline gap-2 text-xs', own && 'flex-row-reverse')}>
            <span className="font-semibold text-slate-900">{name}</span>
            <time dateTime={message.createdAt} className="text-slate-600">
              {messageTime(message.createdAt)}
            </time>
          </p>
        ) : (
          <span className="sr-only">
            {name}, {messageTime(message.createdAt)}
          </span>
        )}
        <div
          className={clsx(
            'rounded-2xl px-4 py-2.5 text-sm leading-relaxed shadow-sm',
            own ? 'rounded-tr-md bg-brand-600 text-white' : 'rounded-tl-md bg-slate-100 text-slate-900',
            message.pending && 'opacity-70',
          )}
        >
          {message.content ? <p className="break-words whitespace-pre-wrap">{message.content}</p> : null}
          {message.attachments.length > 0 ? (
            <ul className={clsx('flex flex-col gap-2', message.content && 'mt-2')} aria-label="Attachments">
              {message.attachments.map((attachment) => (
                <li key={attachment.id} className="max-w-full">
                  <AttachmentChip attachment={attachment} pending={message.pending} onDark={own} />
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        {message.pending ? (
          <p className="mt-1 text-xs text-slate-600" role="status">
            Sending…
          </p>
        ) : null}
      </div>
    </li>
  );
}
