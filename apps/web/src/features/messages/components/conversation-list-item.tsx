// One conversation in the list: who it is with, what they applied for, the newest message and
// how many are unread. Selecting it puts `?conversation=<uuid>` in the URL.
import { messagePreview } from '@hireloop/shared/message-rules';
import { messageTime } from '@hireloop/shared/time';
import { clsx } from 'clsx';
import { Link } from 'react-router';
import { Avatar } from '#web/components/avatar.tsx';
import type { Conversation, MessagingSide } from '../api/message-types.ts';
import { conversationTitle, opportunityTitlesOf } from '../conversation-labels.ts';
import { UnreadBadge } from './unread-badge.tsx';

interface ConversationListItemProps {
  conversation: Conversation;
  side: MessagingSide;
  selected: boolean;
  /** The URL search of the page with this conversation open. */
  search: string;
}

function previewOf(conversation: Conversation, side: MessagingSide): string {
  const last = conversation.lastMessage;
  if (!last) return 'No messages yet';
  const preview = messagePreview(last);
  return last.side === side ? `You: ${preview}` : preview;
}

export function ConversationListItem({ conversation, side, selected, search }: ConversationListItemProps) {
  const title = conversationTitle(conversation, side);
  const opportunities = opportunityTitlesOf(conversation);
  const unread = selected ? 0 : conversation.unreadCount;
  return (
    <li>
      <Link
        to={{ search }}
        aria-current={selected ? 'page' : undefined}
        className={clsx(
          'flex gap-3 border-l-4 px-4 py-3.5 transition-colors',
          selected ? 'border-brand-600 bg-brand-50' : 'border-transparent hover:bg-slate-50',
        )}
      >
        <Avatar
          name={title}
          src={side === 'candidate' ? conversation.companyAvatar : conversation.candidate.avatar}
          shape={side === 'candidate' ? 'square' : 'circle'}
          size="md"
        />
        <div className="min-w-0 flex-1">
          <div className="flex items-baseline justify-between gap-2">
            <p
              className={clsx('truncate text-sm text-slate-900', unread > 0 ? 'font-bold' : 'font-semibold')}
            >
              {title}
            </p>
            <time dateTime={conversation.lastMessageAt} className="shrink-0 text-xs text-slate-600">
              {messageTime(conversation.lastMessageAt)}
            </time>
          </div>
          {opportunities ? <p className="truncate text-xs text-slate-600">{opportunities}</p> : null}
          <div className="mt-0.5 flex items-center justify-between gap-2">
            <p
              className={clsx(
                'truncate text-sm',
                unread > 0 ? 'font-medium text-slate-900' : 'text-slate-600',
              )}
            >
              {previewOf(conversation, side)}
            </p>
            <UnreadBadge count={unread} />
          </div>
        </div>
      </Link>
    </li>
  );
}
