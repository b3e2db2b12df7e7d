// The company logo: a preview of the chosen image while it uploads, then the saved one.
import { ImageUp, Trash2 } from 'lucide-react';
import { type ChangeEvent, useEffect, useId, useRef, useState } from 'react';
import { Avatar } from '../../../components/avatar.tsx';
import { Button } from '../../../components/button.tsx';
import { validationErrorsOf } from '../../../lib/form-errors.ts';
import { HttpError } from '../../../lib/http.ts';
import { useRemoveCompanyAvatar, useUploadCompanyAvatar } from '../api/company-profile.ts';
import { AVATAR_TYPES, avatarFileProblem } from '../avatar-file.ts';

function uploadProblem(error: unknown): string {
  if (error instanceof HttpError && error.status === 413) return 'The image must be 5 MB or smaller.';
  const messages = validationErrorsOf(error);
  return messages ? Object.values(messages).join(' ') : 'The image could not be uploaded. Please try again.';
}

export function AvatarUploader({ name, avatar }: { name: string; avatar: string | null }) {
  const inputRef = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const upload = useUploadCompanyAvatar();
  const remove = useRemoveCompanyAvatar();
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
      <Avatar name={name || 'Company'} src={preview ?? avatar} size="xl" shape="square" />
      <div className="space-y-2">
        <div className="flex flex-wrap gap-2">
          <Button
            variant="secondary"
            onClick={() => inputRef.current?.click()}
            loading={upload.isPending}
            aria-describedby={hintId}
          >
            <ImageUp className="size-4" aria-hidden="true" />
            {avatar ? 'Change logo' : 'Upload logo'}
          </Button>
          {avatar ? (
            <Button variant="ghost" onClick={() => remove.mutate()} loading={remove.isPending}>
              <Trash2 className="size-4" aria-hidden="true" />
              Remove
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
          aria-label="Company logo file"
          onChange={onChoose}
        />
      </div>
    </div>
  );
}
