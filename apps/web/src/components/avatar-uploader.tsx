// An avatar with the way to change it: a company's or an enterprise's logo, a person's photo. A
// preview of the chosen image shows while it uploads, then the saved one; the file is checked here
// first (type, size) and by its content on the server.
import type { UseMutationResult } from '@tanstack/react-query';
import { ImageUp, Trash2 } from 'lucide-react';
import { type ChangeEvent, useEffect, useId, useRef, useState } from 'react';
import { AVATAR_TYPES, avatarFileProblem } from '../lib/avatar-file.ts';
import { validationErrorsOf } from '../lib/form-errors.ts';
import { HttpError } from '../lib/http.ts';
import { Avatar } from './avatar.tsx';
import { Button } from './button.tsx';

function uploadProblem(error: unknown): string {
  if (error instanceof HttpError && error.status === 413) return 'The image must be 5 MB or smaller.';
  const messages = validationErrorsOf(error);
  return messages ? Object.values(messages).join(' ') : 'The image could not be uploaded. Please try again.';
}

interface AvatarUploaderProps {
  /** Whose picture (for the initials while there is none). */
  name: string;
  avatar: string | null;
  /** "logo" for companies and enterprises, "photo" for people. */
  noun: 'logo' | 'photo';
  upload: Pick<UseMutationResult<unknown, Error, File>, 'mutate' | 'isPending'>;
  remove: Pick<UseMutationResult<unknown, Error, void>, 'mutate' | 'isPending'>;
}

export function AvatarUploader({ name, avatar, noun, upload, remove }: AvatarUploaderProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [preview, setPreview] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  const onChoose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const fileProblem = avatarFileProblem(file);
    setProblem(fileProblem);
    if (fileProblem) return;
    setPreview(URL.createObjectURL(file));
    upload.mutate(file, {
      onError: (error) => {
        setProblem(uploadProblem(error));
        setPreview(null);
      },
      onSuccess: () => setPreview(null),
    });
  };

  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
      <Avatar
        name={name || (noun === 'logo' ? 'Company' : 'You')}
        src={preview ?? avatar}
        size="xl"
        shape={noun === 'logo' ? 'square' : undefined}
      />
      <div className="space-y-2">
        <div className="flex flex-wrap gap-2">
          <Button
            variant="secondary"
            onClick={() => inputRef.current?.click()}
            loading={upload.isPending}
            aria-describedby={hintId}
          >
            <ImageUp className="size-4" aria-hidden="true" />
            {avatar ? `Change ${noun}` : `Upload ${noun}`}
          </Button>
          {avatar ? (
            <Button variant="ghost" onClick={() => remove.mutate()} loading={remove.isPending}>
              <Trash2 className="size-4" aria-hidden="true" />
              Remove<span className="sr-only"> {noun}</span>
            </Button>
          ) : null}
        </div>
        <p id={hintId} className="text-sm text-slate-600">
          PNG, JPEG or WebP, up to 5 MB. A square image looks best.
        </p>
        {problem ? (
          <p role="alert" className="text-sm text-red-700">
            {problem}
          </p>
        ) : null}
        <input
          ref={inputRef}
          type="file"
          accept={AVATAR_TYPES.join(',')}
          className="sr-only"
          tabIndex={-1}
          aria-label={noun === 'logo' ? 'Logo file' : 'Photo file'}
          onChange={onChoose}
        />
      </div>
    </div>
  );
}
