// The resume: the current file (download, remove) and a drop zone that also opens the file
// picker. The upload shows its progress; problems are said next to it.
import { clsx } from 'clsx';
import { Download, FileText, Trash2, UploadCloud } from 'lucide-react';
import { type DragEvent, useId, useRef, useState } from 'react';
import { Button } from '#web/components/button.tsx';
import { validationErrorsOf } from '#web/lib/form-errors.ts';
import { HttpError } from '#web/lib/http.ts';
import type { CandidateProfile } from '../api/profile.ts';
import { RESUME_DOWNLOAD_URL, useRemoveResume, useUploadResume } from '../api/resume.ts';
import { fileSizeText, RESUME_ACCEPT, resumeFileProblem } from '../resume-file.ts';

function uploadProblem(error: unknown): string {
  if (error instanceof HttpError && error.status === 413) return 'The resume must be 10 MB or smaller.';
  if (error instanceof HttpError && error.status === 0)
    return 'The upload was interrupted. Please try again.';
  const messages = validationErrorsOf(error);
  return messages ? Object.values(messages).join(' ') : 'The resume could not be uploaded. Please try again.';
}

function UploadProgress({ name, percent }: { name: string; percent: number }) {
  return (
    <div className="rounded-lg border border-slate-200 bg-white p-4">
      <div className="flex items-baseline justify-between gap-3 text-sm">
        <span className="truncate font-medium text-slate-900">{name}</span>
        <span className="shrink-0 text-slate-600">{percent < 100 ? `${percent}%` : 'Reading…'}</span>
      </div>
      <div
        role="progressbar"
        aria-label={`Uploading ${name}`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="mt-2 h-2 overflow-hidden rounded-full bg-slate-100"
      >
        <div
          className="h-full rounded-full bg-brand-600 transition-[width]"
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}

function CurrentResume({ resume }: { resume: NonNullable<CandidateProfile['resume']> }) {
  const remove = useRemoveResume();
  return (
    // Side by side only when the box itself is wide enough (it also sits in a narrow side column).
    <div className="@container rounded-lg border border-slate-200 bg-white p-4">
      <div className="flex flex-col gap-3 @sm:flex-row @sm:items-center">
        <div className="flex min-w-0 flex-1 items-center gap-3">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-600">
            <FileText className="size-5" aria-hidden="true" />
          </span>
          <div className="min-w-0">
            <p className="truncate text-sm font-medium text-slate-900">{resume.name}</p>
            <p className="text-sm text-slate-600">{fileSizeText(resume.sizeBytes)}</p>
          </div>
        </div>
        <div className="flex gap-2">
          <a
            href={RESUME_DOWNLOAD_URL}
            download={resume.name}
            className="inline-flex h-8 items-center gap-1.5 rounded-lg px-3 text-sm font-semibold text-slate-700 ring-1 ring-slate-300 ring-inset hover:bg-slate-50"
          >
            <Download className="size-4" aria-hidden="true" />
            Download
          </a>
          <Button variant="ghost" size="sm" onClick={() => remove.mutate()} loading={remove.isPending}>
            <Trash2 className="size-4" aria-hidden="true" />
            Remove
          </Button>
        </div>
      </div>
    </div>
  );
}

export function ResumeDropzone({ resume }: { resume: CandidateProfile['resume'] }) {
  const inputRef = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const upload = useUploadResume();
  const [dragging, setDragging] = useState(false);
  const [progress, setProgress] = useState<{ name: string; percent: number } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const start = (file: File | undefined) => {
    if (!file) return;
    const fileProblem = resumeFileProblem(file);
    setProblem(fileProblem);
    if (fileProblem) return;
    setProgress({ name: file.name, percent: 0 });
    upload.mutate(
      { file, onProgress: (percent) => setProgress({ name: file.name, percent }) },
      {
        onError: (error) => setProblem(uploadProblem(error)),
        onSettled: () => setProgress(null),
      },
    );
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    start(event.dataTransfer.files[0]);
  };

  return (
    <div className="space-y-3">
      {resume && !progress ? <CurrentResume resume={resume} /> : null}
      {progress ? <UploadProgress name={progress.name} percent={progress.percent} /> : null}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: dropping a file is a pointer shortcut for the "Choose a file" button inside, which keyboards and screen readers use */}
      <div
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={clsx(
          'flex flex-col items-center rounded-xl border-2 border-dashed px-6 py-8 text-center transition-colors',
          dragging ? 'border-brand-500 bg-brand-50' : 'border-slate-300 bg-slate-50',
        )}
      >
        <UploadCloud className="size-8 text-brand-600" aria-hidden="true" />
        <p className="mt-3 text-sm font-medium text-slate-900">
          {resume ? 'Drop a new file here to replace it' : 'Drop your resume here'}
        </p>
        <p id={hintId} className="mt-1 text-sm text-slate-600">
          PDF or Word (.docx), up to 10 MB.
        </p>
        <Button
          variant="secondary"
          className="mt-4"
          onClick={() => inputRef.current?.click()}
          loading={upload.isPending}
          aria-describedby={hintId}
        >
          {resume ? 'Choose another file' : 'Choose a file'}
        </Button>
        <input
          ref={inputRef}
          type="file"
          accept={RESUME_ACCEPT}
          className="sr-only"
          tabIndex={-1}
          aria-label="Resume file"
          onChange={(event) => {
            start(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
      </div>
      {problem ? (
        <p role="alert" className="text-sm text-red-700">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
