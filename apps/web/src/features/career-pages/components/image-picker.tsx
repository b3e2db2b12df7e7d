// Choosing an image for the career page (logo, cover, a photo): checked here first (type, size),
// uploaded at once, and by its content on the server; the form keeps the stored image's name.
import { ImageUp, Trash2 } from 'lucide-react';
import { type ChangeEvent, useId, useRef, useState } from 'react';
import { Button } from '#web/components/button.tsx';
import { AVATAR_TYPES, avatarFileProblem } from '#web/lib/avatar-file.ts';
import { validationErrorsOf } from '#web/lib/form-errors.ts';
import { HttpError } from '#web/lib/http.ts';
import { useUploadCareerImage } from '../api/career-page.ts';

function uploadProblem(error: unknown): string {
  if (error instanceof HttpError && error.status === 413) return 'The image must be 5 MB or smaller.';
  const messages = validationErrorsOf(error);
  return messages ? Object.values(messages).join(' ') : 'The image could not be uploaded. Please try again.';
}

/** The file input and its problems; `onUploaded` receives the stored image's name. */
export function useImageUpload(onUploaded: (name: string) => void) {
  const inputRef = useRef<HTMLInputElement>(null);
  const upload = useUploadCareerImage();
  const [problem, setProblem] = useState<string | null>(null);
  const onChoose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const fileProblem = avatarFileProblem(file);
    setProblem(fileProblem);
    if (fileProblem) return;
    upload.mutate(file, {
      onError: (error) => setProblem(uploadProblem(error)),
      onSuccess: (image) => onUploaded(image.name),
    });
  };
  const input = (label: string) => (
    <input
      ref={inputRef}
      type="file"
      accept={AVATAR_TYPES.join(',')}
      className="sr-only"
      tabIndex={-1}
      aria-label={label}
      onChange={onChoose}
    />
  );
  return { choose: () => inputRef.current?.click(), input, problem, pending: upload.isPending };
}

interface ImagePickerProps {
  label: string;
  hint: string;
  /** Where the current image is shown, or null without one. */
  url: string | null;
  onChange: (name: string | null) => void;
  error?: string | undefined;
  wide?: boolean;
}

export function ImagePicker({ label, hint, url, onChange, error, wide = false }: ImagePickerProps) {
  const hintId = useId();
  const { choose, input, problem, pending } = useImageUpload(onChange);
  const message = problem ?? error;
  return (
    <div className="space-y-2">
      <p className="text-sm font-medium text-slate-800">{label}</p>
      <div className="flex flex-wrap items-center gap-3">
        <div
          className={
            wide
              ? 'flex h-16 w-28 items-center justify-center overflow-hidden rounded-lg border border-slate-200 bg-slate-100'
              : 'flex size-16 items-center justify-center overflow-hidden rounded-lg border border-slate-200 bg-slate-100'
          }
        >
          {url ? (
            <img src={url} alt={`${label} now`} className="size-full object-cover" />
          ) : (
            <span className="text-xs text-slate-600">None</span>
          )}
        </div>
        <Button variant="secondary" size="sm" onClick={choose} loading={pending} aria-describedby={hintId}>
          <ImageUp className="size-4" aria-hidden="true" />
          {url ? `Change ${label.toLowerCase()}` : `Upload ${label.toLowerCase()}`}
        </Button>
        {url ? (
          <Button variant="ghost" size="sm" onClick={() => onChange(null)}>
            <Trash2 className="size-4" aria-hidden="true" />
            Remove
          </Button>
        ) : null}
        {input(`${label} file`)}
      </div>
      <p id={hintId} className="text-xs text-slate-600">
        {hint}
      </p>
      {message ? (
        <p className="text-sm text-red-700" role="alert">
          {message}
        </p>
      ) : null}
    </div>
  );
}
