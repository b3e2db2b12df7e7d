// The document a checklist task gives the hire (a handbook to read, a form to fill in): chosen from
// the company's file library, shown with a way to change or remove it.
import { FileText } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '#web/components/button.tsx';
import { FileLibraryPicker } from '#web/components/file-library-picker.tsx';
import type { ChecklistTask } from '#web/features/offers/api/onboarding-template.ts';

type TaskDocument = ChecklistTask['document'];

interface TaskDocumentFieldProps {
  document: TaskDocument;
  onChange: (document: TaskDocument) => void;
  error: string | null;
}

export function TaskDocumentField({ document, onChange, error }: TaskDocumentFieldProps) {
  const [picking, setPicking] = useState(false);
  const errorId = useId();
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="text-sm font-medium text-slate-800">
        Document <span className="font-normal text-slate-600">(optional)</span>
      </legend>
      <p className="text-sm text-slate-600">A file from your library the new hire opens with this task.</p>
      <div className="mt-2 flex flex-wrap items-center gap-2">
        {document ? (
          <span className="inline-flex min-w-0 max-w-full items-center gap-1.5 rounded-md bg-slate-100 px-2.5 py-1 text-sm text-slate-800">
            <FileText className="size-4 shrink-0 text-slate-500" aria-hidden="true" />
            <span className="truncate">{document.currentName}</span>
          </span>
        ) : null}
        <Button size="sm" variant="secondary" onClick={() => setPicking(true)}>
          {document ? 'Change document' : 'Choose from library'}
        </Button>
        {document ? (
          <Button size="sm" variant="ghost" onClick={() => onChange(null)}>
            Remove document
          </Button>
        ) : null}
      </div>
      {error ? (
        <p id={errorId} className="mt-1.5 text-sm text-red-700">
          {error}
        </p>
      ) : null}
      <FileLibraryPicker
        open={picking}
        onOpenChange={setPicking}
        max={1}
        title="Choose a document"
        chooseLabel="Use this document"
        onChoose={([file]) => file && onChange({ id: file.modelHasFileId, currentName: file.currentName })}
      />
    </fieldset>
  );
}
