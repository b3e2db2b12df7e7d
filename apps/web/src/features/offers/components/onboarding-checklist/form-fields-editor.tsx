// The fields of a "fill in a form" task: a label each, and whether the answer is sensitive
// (stored encrypted, shown in clear only to Managers and Company Admins). Keys are made from the
// labels of new fields; fields already saved keep theirs, since answers are stored under them.
import { Plus, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { Button } from '#web/components/button.tsx';
import { TextField } from '#web/components/text-field.tsx';
import type { ChecklistField } from '#web/features/offers/api/onboarding-template.ts';

/** A field being edited; `saved` fields keep their key when relabelled. */
export interface EditedField extends ChecklistField {
  id: string;
  saved: boolean;
}

interface FormFieldsEditorProps {
  fields: EditedField[];
  onChange: (fields: EditedField[]) => void;
  /** Errors of this task (`fields`, `fields.0.label`…). */
  errors: Record<string, string>;
}

let nextFieldId = 0;

export function newField(): EditedField {
  nextFieldId += 1;
  return { id: `new-${nextFieldId}`, key: '', label: '', sensitive: false, saved: false };
}

function FieldRow({
  field,
  index,
  error,
  onChange,
  onRemove,
  removable,
}: {
  field: EditedField;
  index: number;
  error: string | null;
  onChange: (field: EditedField) => void;
  onRemove: () => void;
  removable: boolean;
}) {
  const sensitiveId = useId();
  return (
    <li className="rounded-lg border border-slate-200 p-3">
      <TextField
        label={`Field ${index + 1} label`}
        value={field.label}
        maxLength={100}
        onChange={(event) => onChange({ ...field, label: event.target.value })}
        error={error}
      />
      <div className="mt-2 flex flex-wrap items-center justify-between gap-2">
        <div className="flex items-center gap-2 text-sm">
          <input
            id={sensitiveId}
            type="checkbox"
            className="size-4 rounded border-slate-300"
            checked={field.sensitive}
            onChange={(event) => onChange({ ...field, sensitive: event.target.checked })}
          />
          <label htmlFor={sensitiveId} className="text-slate-700">
            Sensitive (stored encrypted)
          </label>
        </div>
        {removable ? (
          <Button size="sm" variant="ghost" onClick={onRemove} aria-label={`Remove field ${index + 1}`}>
            <Trash2 className="size-4" aria-hidden="true" />
            Remove
          </Button>
        ) : null}
      </div>
    </li>
  );
}

export function FormFieldsEditor({ fields, onChange, errors }: FormFieldsEditorProps) {
  const headingId = useId();
  const replace = (index: number, field: EditedField) =>
    onChange(fields.map((current, position) => (position === index ? field : current)));
  return (
    <section aria-labelledby={headingId} className="space-y-2">
      <h3 id={headingId} className="text-sm font-medium text-slate-800">
        Form fields
      </h3>
      <ul className="space-y-2">
        {fields.map((field, index) => (
          <FieldRow
            key={field.id}
            field={field}
            index={index}
            error={errors[`fields.${index}.label`] ?? errors[`fields.${index}.key`] ?? null}
            onChange={(next) => replace(index, next)}
            onRemove={() => onChange(fields.filter((_, position) => position !== index))}
            removable={fields.length > 1}
          />
        ))}
      </ul>
      {errors.fields ? (
        <p role="alert" className="text-sm text-red-700">
          {errors.fields}
        </p>
      ) : null}
      {fields.length < 20 ? (
        <Button size="sm" variant="secondary" onClick={() => onChange([...fields, newField()])}>
          <Plus className="size-4" aria-hidden="true" />
          Add a field
        </Button>
      ) : null}
    </section>
  );
}
