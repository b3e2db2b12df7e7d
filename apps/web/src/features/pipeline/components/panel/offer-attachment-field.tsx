// The offer's optional PDF: uploaded from this device (and, if ticked, kept in the company's file
// library) or taken from the library. Checked here for type and size; the server checks content.
import { MAX_LIBRARY_FILE_BYTES } from '@hireloop/shared/files';
import { formatAttachmentSize } from '@hireloop/shared/message-rules';
import { FileText, FolderOpen, Upload, X } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Button } from '#web/components/button.tsx';
import { FileLibraryPicker } from '#web/components/file-library-picker.tsx';
import type { OfferAttachmentChoice } from '#web/features/pipeline/api/offer-attachment.ts';

const PDF = 'application/pdf';

/** Why a picked file cannot be the offer's attachment, or null. */
export function offerAttachmentProblem(file: Pick<File, 'name' | 'type' | 'size'>): string | null {
  const isPdf = file.type === PDF || (file.type === '' && file.name.toLowerCase().endsWith('.pdf'));
  if (!isPdf) return `The file "${file.name}" must be a PDF.`;
  if (file.size === 0) return `The file "${file.name}" is empty.`;
  if (file.size > MAX_LIBRARY_FILE_BYTES) {
    return `The file "${file.name}" may not be greater than ${formatAttachmentSize(MAX_LIBRARY_FILE_BYTES)}.`;
  }
  return null;
}

interface OfferAttachmentFieldProps {
  value: OfferAttachmentChoice;
  onChange: (value: OfferAttachmentChoice) => void;
  /** The server's message for the file (a 422 on `file` or `library_model_has_file_id`). */
  error?: string | null;
}

export function OfferAttachmentField({ value, onChange, error }: OfferAttachmentFieldProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [picking, setPicking] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const errorId = useId();
  const keepId = useId();
  const shown = problem ?? error ?? null;

  const pick = (file: File | undefined) => {
    if (inputRef.current) inputRef.current.value = '';
    if (!file) return;
    const found = offerAttachmentProblem(file);
    setProblem(found);
    if (!found) onChange({ kind: 'upload', file, addToLibrary: false });
  };

  const name = value?.kind === 'upload' ? value.file.name : value?.file.currentName;
  const size = value?.kind === 'upload' ? value.file.size : value?.file.sizeBytes;

  return (
    <fieldset aria-describedby={shown ? errorId : undefined}>
      <legend className="text-sm font-medium text-slate-800">Attachment (PDF, optional)</legend>
      {value ? (
        <div className="mt-1.5 space-y-2">
          <p className="flex items-center gap-2 rounded-lg border border-slate-200 bg-slate-50 py-1.5 pr-1 pl-3 text-sm">
            <FileText className="size-4 shrink-0 text-slate-500" aria-hidden="true" />
            <span className="min-w-0 flex-1 truncate font-medium text-slate-800">{name}</span>
            <span className="shrink-0 text-xs text-slate-600">
              {value.kind === 'library' ? 'Library · ' : ''}
              {formatAttachmentSize(size ?? 0)}
            </span>
            <button
              type="button"
              onClick={() => onChange(null)}
              className="rounded-md p-1 text-slate-500 hover:bg-slate-200 hover:text-slate-800"
              aria-label={`Remove ${name}`}
            >
              <X className="size-4" aria-hidden="true" />
            </button>
          </p>
          {value.kind === 'upload' ? (
            <div className="flex items-center gap-2 text-sm">
              <input
                id={keepId}
                type="checkbox"
                className="size-4 rounded border-slate-300"
                checked={value.addToLibrary}
                onChange={(event) => onChange({ ...value, addToLibrary: event.target.checked })}
              />
              <label htmlFor={keepId} className="text-slate-700">
                Add to library
              </label>
            </div>
          ) : null}
        </div>
      ) : (
        <div className="mt-1.5 flex flex-wrap gap-2">
          <input
            ref={inputRef}
            type="file"
            accept={`.pdf,${PDF}`}
            className="sr-only"
            tabIndex={-1}
            aria-hidden="true"
            onChange={(event) => pick(event.target.files?.[0])}
            data-testid="offer-attachment-input"
          />
          <Button size="sm" variant="secondary" onClick={() => inputRef.current?.click()}>
            <Upload className="size-4" aria-hidden="true" />
            Upload PDF
          </Button>
          <Button size="sm" variant="secondary" onClick={() => setPicking(true)}>
            <FolderOpen className="size-4" aria-hidden="true" />
            From library
          </Button>
        </div>
      )}
      {shown ? (
        <p id={errorId} role="alert" className="mt-1.5 text-sm text-red-700">
          {shown}
        </p>
      ) : null}
      <FileLibraryPicker
        open={picking}
        onOpenChange={setPicking}
        max={1}
        unavailableReason={(file) => (file.mimeType === PDF ? null : 'Not a PDF')}
        onChoose={([file]) => {
          setProblem(null);
          if (file) onChange({ kind: 'library', file });
        }}
      />
    </fieldset>
  );
}
