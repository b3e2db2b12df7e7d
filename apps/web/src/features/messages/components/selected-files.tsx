// Files chosen for the next message (uploads and files from the company's library), each
// removable before sending.

import { formatAttachmentSize } from '@hireloop/shared/message-rules';
import { FolderOpen, Paperclip, X } from 'lucide-react';

export interface SelectedFile {
  key: string;
  name: string;
  sizeBytes: number;
  /** Attached from the company's library rather than uploaded. */
  fromLibrary?: boolean;
  onRemove: () => void;
}

interface SelectedFilesProps {
  files: readonly SelectedFile[];
  disabled?: boolean;
}

export function SelectedFiles({ files, disabled = false }: SelectedFilesProps) {
  if (files.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-2" aria-label="Files to send">
      {files.map((file) => {
        const Icon = file.fromLibrary ? FolderOpen : Paperclip;
        return (
          <li
            key={file.key}
            className="inline-flex max-w-full items-center gap-2 rounded-lg border border-slate-200 bg-slate-50 py-1 pr-1 pl-3 text-sm"
          >
            <Icon className="size-4 shrink-0 text-slate-500" aria-hidden="true" />
            <span className="min-w-0 truncate font-medium text-slate-800">{file.name}</span>
            <span className="shrink-0 text-xs text-slate-600">
              {file.fromLibrary ? 'Library · ' : ''}
              {formatAttachmentSize(file.sizeBytes)}
            </span>
            <button
              type="button"
              onClick={file.onRemove}
              disabled={disabled}
              className="rounded-md p-1 text-slate-500 hover:bg-slate-200 hover:text-slate-800 disabled:opacity-50"
              aria-label={`Remove ${file.name}`}
            >
              <X className="size-4" aria-hidden="true" />
            </button>
          </li>
        );
      })}
    </ul>
  );
}
