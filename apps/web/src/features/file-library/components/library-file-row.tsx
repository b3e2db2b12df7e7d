// One file of the library: its name, kind, size and date added; download, move up or down a place,
// rename and remove.
import { formatAttachmentSize } from '@hireloop/shared/message-rules';
import { formatDate } from '@hireloop/shared/time';
import { ArrowDown, ArrowUp, Download, FileText, PencilLine, Trash2 } from 'lucide-react';
import { Button } from '#web/components/button.tsx';
import type { LibraryFile } from '#web/lib/file-library.ts';

const KIND_LABELS: Record<string, string> = {
  'application/pdf': 'PDF',
  'image/png': 'PNG image',
  'image/jpeg': 'JPEG image',
  'image/gif': 'GIF image',
  'image/webp': 'WebP image',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'Word document',
};

interface LibraryFileRowProps {
  file: LibraryFile;
  isFirst: boolean;
  isLast: boolean;
  busy: boolean;
  onMove: (by: -1 | 1) => void;
  onRename: () => void;
  onRemove: () => void;
}

export function LibraryFileRow({
  file,
  isFirst,
  isLast,
  busy,
  onMove,
  onRename,
  onRemove,
}: LibraryFileRowProps) {
  const name = file.currentName;
  return (
    <li className="flex flex-col gap-3 px-4 py-3 sm:flex-row sm:items-center sm:justify-between sm:px-6">
      <div className="flex min-w-0 items-center gap-3">
        <FileText className="size-5 shrink-0 text-slate-500" aria-hidden="true" />
        <div className="min-w-0">
          <p className="truncate font-medium text-slate-900">{name}</p>
          <p className="text-sm text-slate-600">
            {KIND_LABELS[file.mimeType] ?? file.mimeType} · {formatAttachmentSize(file.sizeBytes)} · Added{' '}
            {formatDate(file.createdAt)}
          </p>
        </div>
      </div>
      <div className="flex shrink-0 gap-1 self-end sm:self-auto">
        <a
          href={file.url}
          download={name}
          aria-label={`Download ${name}`}
          className="inline-flex size-9 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          <Download className="size-4" aria-hidden="true" />
        </a>
        <Button
          size="sm"
          variant="ghost"
          aria-label={`Move ${name} up`}
          disabled={busy || isFirst}
          onClick={() => onMove(-1)}
        >
          <ArrowUp className="size-4" aria-hidden="true" />
        </Button>
        <Button
          size="sm"
          variant="ghost"
          aria-label={`Move ${name} down`}
          disabled={busy || isLast}
          onClick={() => onMove(1)}
        >
          <ArrowDown className="size-4" aria-hidden="true" />
        </Button>
        <Button size="sm" variant="ghost" aria-label={`Rename ${name}`} onClick={onRename}>
          <PencilLine className="size-4" aria-hidden="true" />
        </Button>
        <Button size="sm" variant="ghost" aria-label={`Remove ${name}`} disabled={busy} onClick={onRemove}>
          <Trash2 className="size-4" aria-hidden="true" />
        </Button>
      </div>
    </li>
  );
}
