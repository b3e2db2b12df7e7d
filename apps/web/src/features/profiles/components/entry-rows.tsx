// The repeatable rows of /profile/edit: experience, education and links. Each row can be removed;
// "Add" appends an empty one until the limit.
import {
  ENTRY_FIELD_MAX_LENGTH,
  EXPERIENCE_DESCRIPTION_MAX_LENGTH,
  LINK_LABEL_MAX_LENGTH,
  LINK_URL_MAX_LENGTH,
  MAX_EDUCATION_ENTRIES,
  MAX_EXPERIENCE_ENTRIES,
  MAX_LINKS,
} from '@hireloop/shared/profiles';
import { Plus, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { useFieldArray } from 'react-hook-form';
import { Button } from '#web/components/button.tsx';
import { TextAreaField } from '#web/components/text-area-field.tsx';
import { TextField } from '#web/components/text-field.tsx';
import { EMPTY_EDUCATION, EMPTY_EXPERIENCE, EMPTY_LINK } from '../profile-form-values.ts';
import type { ProfileEditForm } from './use-profile-edit-form.ts';

function Row({ title, onRemove, children }: { title: string; onRemove: () => void; children: ReactNode }) {
  return (
    <li className="rounded-lg border border-slate-200 p-4 sm:p-5">
      <div className="flex items-center justify-between gap-3">
        <p className="text-sm font-semibold text-slate-900">{title}</p>
        <Button variant="ghost" size="sm" onClick={onRemove} aria-label={`Remove ${title.toLowerCase()}`}>
          <Trash2 className="size-4" aria-hidden="true" />
          Remove
        </Button>
      </div>
      <div className="mt-4 space-y-4">{children}</div>
    </li>
  );
}

function AddButton({ label, onClick, disabled }: { label: string; onClick: () => void; disabled: boolean }) {
  return (
    <Button variant="secondary" size="sm" onClick={onClick} disabled={disabled}>
      <Plus className="size-4" aria-hidden="true" />
      {label}
    </Button>
  );
}

const listError = (error: { message?: string } | undefined) =>
  error?.message ? <p className="text-sm text-red-700">{error.message}</p> : null;

export function ExperienceRows({ form }: { form: ProfileEditForm }) {
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'experience' });
  const errors = form.formState.errors.experience;
  return (
    <div className="space-y-4">
      {fields.length > 0 ? (
        <ol className="space-y-4">
          {fields.map((field, index) => (
            <Row key={field.id} title={`Position ${index + 1}`} onRemove={() => remove(index)}>
              <div className="grid gap-4 sm:grid-cols-2">
                <TextField
                  label="Job title"
                  maxLength={ENTRY_FIELD_MAX_LENGTH}
                  error={errors?.[index]?.title?.message}
                  {...form.register(`experience.${index}.title`)}
                />
                <TextField
                  label="Company"
                  maxLength={ENTRY_FIELD_MAX_LENGTH}
                  error={errors?.[index]?.company?.message}
                  {...form.register(`experience.${index}.company`)}
                />
                <TextField
                  label="Start"
                  type="month"
                  error={errors?.[index]?.start_date?.message}
                  {...form.register(`experience.${index}.start_date`)}
                />
                <TextField
                  label="End"
                  type="month"
                  hint="Leave empty if you work here now."
                  error={errors?.[index]?.end_date?.message}
                  {...form.register(`experience.${index}.end_date`)}
                />
              </div>
              <TextAreaField
                label="What you did"
                rows={3}
                maxLength={EXPERIENCE_DESCRIPTION_MAX_LENGTH}
                error={errors?.[index]?.description?.message}
                {...form.register(`experience.${index}.description`)}
              />
            </Row>
          ))}
        </ol>
      ) : (
        <p className="text-sm text-slate-600">No positions yet.</p>
      )}
      {listError(errors?.root ?? (errors as { message?: string } | undefined))}
      <AddButton
        label="Add position"
        onClick={() => append({ ...EMPTY_EXPERIENCE })}
        disabled={fields.length >= MAX_EXPERIENCE_ENTRIES}
      />
    </div>
  );
}

export function EducationRows({ form }: { form: ProfileEditForm }) {
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'education' });
  const errors = form.formState.errors.education;
  return (
    <div className="space-y-4">
      {fields.length > 0 ? (
        <ol className="space-y-4">
          {fields.map((field, index) => (
            <Row key={field.id} title={`School ${index + 1}`} onRemove={() => remove(index)}>
              <TextField
                label="School"
                maxLength={ENTRY_FIELD_MAX_LENGTH}
                error={errors?.[index]?.school?.message}
                {...form.register(`education.${index}.school`)}
              />
              <div className="grid gap-4 sm:grid-cols-2">
                <TextField
                  label="Degree or certificate"
                  maxLength={ENTRY_FIELD_MAX_LENGTH}
                  error={errors?.[index]?.degree?.message}
                  {...form.register(`education.${index}.degree`)}
                />
                <TextField
                  label="Field of study"
                  maxLength={ENTRY_FIELD_MAX_LENGTH}
                  error={errors?.[index]?.field?.message}
                  {...form.register(`education.${index}.field`)}
                />
                <TextField
                  label="Start"
                  type="month"
                  error={errors?.[index]?.start_date?.message}
                  {...form.register(`education.${index}.start_date`)}
                />
                <TextField
                  label="End"
                  type="month"
                  error={errors?.[index]?.end_date?.message}
                  {...form.register(`education.${index}.end_date`)}
                />
              </div>
            </Row>
          ))}
        </ol>
      ) : (
        <p className="text-sm text-slate-600">No education yet.</p>
      )}
      {listError(errors?.root ?? (errors as { message?: string } | undefined))}
      <AddButton
        label="Add school"
        onClick={() => append({ ...EMPTY_EDUCATION })}
        disabled={fields.length >= MAX_EDUCATION_ENTRIES}
      />
    </div>
  );
}

export function LinkRows({ form }: { form: ProfileEditForm }) {
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'links' });
  const errors = form.formState.errors.links;
  return (
    <div className="space-y-4">
      {fields.length > 0 ? (
        <ol className="space-y-4">
          {fields.map((field, index) => (
            <Row key={field.id} title={`Link ${index + 1}`} onRemove={() => remove(index)}>
              <div className="grid gap-4 sm:grid-cols-[12rem_1fr]">
                <TextField
                  label="Label"
                  placeholder="Portfolio"
                  maxLength={LINK_LABEL_MAX_LENGTH}
                  error={errors?.[index]?.label?.message}
                  {...form.register(`links.${index}.label`)}
                />
                <TextField
                  label="Address"
                  type="url"
                  inputMode="url"
                  placeholder="https://"
                  maxLength={LINK_URL_MAX_LENGTH}
                  error={errors?.[index]?.url?.message}
                  {...form.register(`links.${index}.url`)}
                />
              </div>
            </Row>
          ))}
        </ol>
      ) : (
        <p className="text-sm text-slate-600">No links yet.</p>
      )}
      {listError(errors?.root ?? (errors as { message?: string } | undefined))}
      <AddButton
        label="Add link"
        onClick={() => append({ ...EMPTY_LINK })}
        disabled={fields.length >= MAX_LINKS}
      />
    </div>
  );
}
