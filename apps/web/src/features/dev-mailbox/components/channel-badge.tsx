import { clsx } from 'clsx';
import { Mail, MessageSquareText } from 'lucide-react';
import type { MailboxMessage } from '../api/mailbox-query.ts';

export function ChannelBadge({ channel }: { channel: MailboxMessage['channel'] }) {
  const mail = channel === 'mail';
  const Icon = mail ? Mail : MessageSquareText;
  return (
    <span
      className={clsx(
        'inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-medium',
        mail ? 'bg-brand-50 text-brand-700' : 'bg-emerald-50 text-emerald-800',
      )}
    >
      <Icon className="size-3.5" aria-hidden="true" />
      {mail ? 'Email' : 'SMS'}
    </span>
  );
}
