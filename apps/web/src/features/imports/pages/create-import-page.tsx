// `/user-imports/create` "Import Users": choose a CSV or Excel file; once read, the import opens
// for its column mapping.
import {
  IMPORT_KIND_LABELS,
  IMPORT_KINDS,
  IMPORT_MAX_BYTES,
  type ImportKind,
} from '@hireloop/shared/imports';
import { clsx } from 'clsx';
import { FileUp } from 'lucide-react';
import { type ChangeEvent, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '#web/components/button.tsx';
import { Card } from '#web/components/card.tsx';
import { validationErrorsOf } from '#web/lib/form-errors.ts';
import { HttpError } from '#web/lib/http.ts';
import { useUploadImport } from '../api/imports.ts';

const ACCEPT = '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

function problemOf(error: unknown): string {
  if (error instanceof HttpError && error.status === 413) return 'The file must be 25 MB or smaller.';
  const messages = validationErrorsOf(error);
  return messages ? Object.values(messages).join(' ') : 'The file could not be uploaded. Please try again.';
}

export default function CreateImportPage() {
  const upload = useUploadImport();
  const navigate = useNavigate();
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const [kind, setKind] = useState<ImportKind>('contacts');

  const onChoose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (file.size > IMPORT_MAX_BYTES) {
      setProblem('The file must be 25 MB or smaller.');
      return;
    }
    setProblem(null);
    upload.mutate(
      { file, kind },
      {
        onSuccess: (created) => void navigate(`/user-imports/${created.id}`),
        onError: (error) => setProblem(problemOf(error)),
      },
    );
  };

  return (
    <Card className="mx-auto max-w-2xl space-y-5 p-5 sm:p-8">
      <fieldset>
        <legend className="text-base font-semibold text-slate-900">What does the file hold?</legend>
        <div className="mt-3 grid gap-2 sm:grid-cols-2">
          {IMPORT_KINDS.map((value) => (
            <label
              key={value}
              className={clsx(
                'flex cursor-pointer items-center gap-3 rounded-lg border border-slate-300 bg-white px-4 py-3 text-sm text-slate-800',
                'has-checked:border-brand-600 has-checked:bg-brand-50 hover:border-slate-400',
              )}
            >
              <input
                type="radio"
                name="kind"
                value={value}
                checked={kind === value}
                onChange={() => setKind(value)}
                className="size-4 accent-brand-600"
              />
              {IMPORT_KIND_LABELS[value]}
            </label>
          ))}
        </div>
      </fieldset>
      <h2 className="text-base font-semibold text-slate-900">Choose a file</h2>
      <p id={hintId} className="text-sm text-slate-700">
        {kind === 'team'
          ? 'A CSV or Excel (.xlsx) file, up to 25 MB, with a header row. Each row is one person to invite: an email, and a role (Company Admin, Manager, Recruiter or Team Member; empty means Team Member). You can give only roles you may invite with. Members and people with an open invitation are left as they are.'
          : 'A CSV or Excel (.xlsx) file, up to 25 MB, with a header row. Each row is one person: first name, last name and email are needed; phone (international format, such as +15035550100), location and notes are optional. People already in your talent pool are left as they are.'}
      </p>
      <input
        ref={input}
        type="file"
        accept={ACCEPT}
        className="sr-only"
        tabIndex={-1}
        aria-label="Import file"
        onChange={onChoose}
      />
      <Button onClick={() => input.current?.click()} loading={upload.isPending} aria-describedby={hintId}>
        <FileUp className="size-4" aria-hidden="true" />
        Upload file
      </Button>
      {problem ? (
        <p className="text-sm text-red-700" role="alert">
          {problem}
        </p>
      ) : null}
    </Card>
  );
}
