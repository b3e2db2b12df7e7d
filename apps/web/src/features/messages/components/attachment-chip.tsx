// A file of a message: name and size, downloading the file when it has been sent.

import { formatAttachmentSize } from '@hireloop/shared/message-rules';
import { clsx } from 'clsx';
import { Download, FileText, ImageIcon } from 'lucide-react';
import type { MessageAttachment } from '../api/message-types.ts';

interface AttachmentChipProps {
  attachment: MessageAttachment;
  /** Still being uploaded: shown, not yet downloadable. */
  pending?: boolean;
  onDark?: boolean;
}

export function AttachmentChip({ attachment, pending = false, onDark = false }: AttachmentChipProps) {
  const Icon = attachment.mimeType.startsWith('image/') ? ImageIcon : FileText;
  const classes = clsx(
    'inline-flex max-w-full items-center gap-2 rounded-lg border px-3 py-2 text-left text-sm',
    onDark ? 'border-brand-400 bg-brand-700 text-white' : 'border-slate-200 bg-white text-slate-800',
  );
  const body = (
    <>
      <Icon
        className={clsx('size-4 shrink-0', onDark ? 'text-brand-100' : 'text-slate-500')}
        aria-hidden="true"
      />
      <span className="min-w-0 truncate font-medium">{attachment.name}</span>
      <span className={clsx('shrink-0 text-xs', onDark ? 'text-brand-100' : 'text-slate-600')}>
        {formatAttachmentSize(attachment.sizeBytes)}
      </span>
      {pending ? null : (
        <Download
          className={clsx('size-4 shrink-0', onDark ? 'text-brand-100' : 'text-slate-500')}
          aria-hidden="true"
        />
      )}
    </>
  );
  if (pending) return <span className={classes}>{body}</span>;
  return (
    <a
      href={attachment.url}
      download={attachment.name}
      className={clsx(classes, onDark ? 'hover:bg-brand-800' : 'hover:border-slate-300 hover:bg-slate-50')}
      aria-label={`Download ${attachment.name} (${formatAttachmentSize(attachment.sizeBytes)})`}
    >
      {body}
    </a>
  );
}
