// Adding or editing one task of the onboarding checklist: its kind, title, description, due day
// (from the start date), an optional document from the file library and, for a form, its fields. Saving saves the whole checklist, so the
// server's field errors of this task come back here, beside their fields.
import { ONBOARDING_TASK_KINDS, type OnboardingTaskKind } from '@hireloop/shared/onboarding';
import { type FormEvent, useState } from 'react';
import { Banner } from '#web/components/banner.tsx';
import { Button } from '#web/components/button.tsx';
import { Dialog } from '#web/components/dialog.tsx';
import { SelectField } from '#web/components/select-field.tsx';
import { TextAreaField } from '#web/components/text-area-field.tsx';
import { TextField } from '#web/components/text-field.tsx';
import type { ChecklistTask } from '#web/features/offers/api/onboarding-template.ts';
import {
  fieldKeyFromLabel,
  TASK_KIND_HINTS,
  TASK_KIND_LABELS,
} from '#web/features/offers/onboarding-checklist-rules.ts';
import { type EditedField, FormFieldsEditor, newField } from './form-fields-editor.tsx';
import { TaskDocumentField } from './task-document-field.tsx';

interface TaskDialogProps {
  /** The task edited, or null for a new one. */
  task: ChecklistTask | null;
  /** The server's errors of this task (`title`, `due_days`, `fields.0.label`…). */
  errors: Record<string, string>;
  saving: boolean;
  onSave: (task: ChecklistTask) => void;
  onClose: () => void;
}

function editedFields(task: ChecklistTask | null): EditedField[] {
  const fields = task?.fields ?? [];
  if (fields.length === 0) return [newField()];
  return fields.map((field) => ({ ...field, id: `saved-${field.key}`, saved: true }));
}

/** Saved fields keep their keys; new ones get a key made from their label. */
function withKeys(fields: EditedField[]) {
  const taken = fields.filter((field) => field.saved).map((field) => field.key);
  return fields.map((field) => {
    if (field.saved) return { key: field.key, label: field.label.trim(), sensitive: field.sensitive };
    const key = fieldKeyFromLabel(field.label, taken);
    taken.push(key);
    return { key, label: field.label.trim(), sensitive: field.sensitive };
  });
}

export function TaskDialog({ task, errors, saving, onSave, onClose }: TaskDialogProps) {
  const [kind, setKind] = useState<OnboardingTaskKind>(task?.kind ?? 'acknowledge');
  const [title, setTitle] = useState(task?.title ?? '');
  const [description, setDescription] = useState(task?.description ?? '');
  const [dueDays, setDueDays] = useState(String(task?.dueDays ?? 0));
  const [fields, setFields] = useState<EditedField[]>(() => editedFields(task));
  const [document, setDocument] = useState<ChecklistTask['document']>(task?.document ?? null);
  const [dueProblem, setDueProblem] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const days = Number(dueDays.trim());
    if (dueDays.trim() === '' || !Number.isInteger(days)) {
      setDueProblem('Enter a whole number of days.');
      return;
    }
    setDueProblem(null);
    onSave({
      kind,
      title: title.trim(),
      description: description.trim(),
      dueDays: days,
      fields: kind === 'form' ? withKeys(fields) : [],
      document,
    });
  };

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={task ? 'Edit task' : 'Add a task'}>
      <form onSubmit={submit} className="space-y-4" noValidate>
        <SelectField
          label="Kind of task"
          value={kind}
          onChange={(event) => setKind(event.target.value as OnboardingTaskKind)}
          hint={TASK_KIND_HINTS[kind]}
          error={errors.kind ?? null}
        >
          {ONBOARDING_TASK_KINDS.map((value) => (
            <option key={value} value={value}>
              {TASK_KIND_LABELS[value]}
            </option>
          ))}
        </SelectField>
        <TextField
          label="Title"
          value={title}
          maxLength={150}
          onChange={(event) => setTitle(event.target.value)}
          error={errors.title ?? null}
        />
        <TextAreaField
          label="Description"
          rows={3}
          value={description}
          maxLength={2000}
          onChange={(event) => setDescription(event.target.value)}
          error={errors.description ?? null}
        />
        <TextField
          label="Due (days from the start date)"
          inputMode="numeric"
          value={dueDays}
          onChange={(event) => setDueDays(event.target.value)}
          hint="0 is the start date; -3 is three days before it."
          error={dueProblem ?? errors.due_days ?? null}
        />
        <TaskDocumentField document={document} onChange={setDocument} error={errors.document_id ?? null} />
        {kind === 'form' ? <FormFieldsEditor fields={fields} onChange={setFields} errors={errors} /> : null}
        {errors[''] ? <Banner variant="error">{errors['']}</Banner> : null}
        <div className="flex justify-end gap-2">
          <Button variant="ghost" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={saving}>
            Save task
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
