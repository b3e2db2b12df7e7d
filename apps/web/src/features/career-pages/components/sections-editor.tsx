// The page's sections (benefits, values, photos): add, retitle, reorder by removing and adding,
// one item per line for text sections, uploaded images for photo sections.
import {
  CAREER_SECTION_KIND_LABELS,
  CAREER_SECTION_KINDS,
  type CareerSectionKind,
  MAX_CAREER_SECTION_ITEMS,
  MAX_CAREER_SECTIONS,
} from '@hireloop/shared/career-pages';
import { ImagePlus, Plus, Trash2, X } from 'lucide-react';
import { useState } from 'react';
import { type FieldErrors, useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { Button } from '#web/components/button.tsx';
import { SelectField } from '#web/components/select-field.tsx';
import { TextAreaField } from '#web/components/text-area-field.tsx';
import { TextField } from '#web/components/text-field.tsx';
import { type CareerPageFormValues, imageUrl } from '../career-page-form-values.ts';
import { useImageUpload } from './image-picker.tsx';

function messageAt(
  errors: FieldErrors<CareerPageFormValues>,
  index: number,
  key: 'title' | 'lines' | 'photos',
) {
  return errors.sections?.[index]?.[key]?.message;
}

function PhotoList({ index }: { index: number }) {
  const form = useFormContext<CareerPageFormValues>();
  const photos = useWatch({ control: form.control, name: `sections.${index}.photos` }) ?? [];
  const setPhotos = (next: string[]) =>
    form.setValue(`sections.${index}.photos`, next, { shouldDirty: true });
  const { choose, input, problem, pending } = useImageUpload((name) => setPhotos([...photos, name]));
  return (
    <div className="space-y-2">
      <p className="text-sm font-medium text-slate-800">Photos</p>
      {photos.length === 0 ? <p className="text-sm text-slate-600">No photos yet.</p> : null}
      <ul className="grid grid-cols-3 gap-2 sm:grid-cols-4">
        {photos.map((name, position) => (
          <li key={name} className="relative">
            <img
              src={imageUrl(name) ?? ''}
              alt={`Upload ${position + 1}`}
              className="aspect-[4/3] w-full rounded-md object-cover"
            />
            <button
              type="button"
              onClick={() => setPhotos(photos.filter((photo) => photo !== name))}
              className="absolute top-1 right-1 rounded-full bg-white/90 p-1 text-slate-800 shadow hover:bg-white"
              aria-label={`Remove upload ${position + 1}`}
            >
              <X className="size-3.5" aria-hidden="true" />
            </button>
          </li>
        ))}
      </ul>
      {photos.length < MAX_CAREER_SECTION_ITEMS ? (
        <Button variant="secondary" size="sm" onClick={choose} loading={pending}>
          <ImagePlus className="size-4" aria-hidden="true" />
          Add photo
        </Button>
      ) : null}
      {input('Photo file')}
      {problem ? (
        <p className="text-sm text-red-700" role="alert">
          {problem}
        </p>
      ) : null}
    </div>
  );
}

export function SectionsEditor() {
  const form = useFormContext<CareerPageFormValues>();
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'sections' });
  const kinds = useWatch({ control: form.control, name: 'sections' }) ?? [];
  const [newKind, setNewKind] = useState<CareerSectionKind>('benefits');
  const { errors } = form.formState;
  return (
    <fieldset className="space-y-4">
      <legend className="text-base font-semibold text-slate-900">Sections</legend>
      {fields.length === 0 ? (
        <p className="text-sm text-slate-600">
          Add benefits, values or photos to tell candidates what working here is like.
        </p>
      ) : null}
      {fields.map((field, index) => (
        <div key={field.id} className="space-y-3 rounded-lg border border-slate-200 p-4">
          <div className="flex items-end gap-3">
            <TextField
              className="flex-1"
              label={`${CAREER_SECTION_KIND_LABELS[kinds[index]?.kind ?? field.kind]} section title`}
              error={messageAt(errors, index, 'title')}
              {...form.register(`sections.${index}.title`)}
            />
            <Button variant="ghost" onClick={() => remove(index)} aria-label={`Remove section ${index + 1}`}>
              <Trash2 className="size-4" aria-hidden="true" />
            </Button>
          </div>
          {(kinds[index]?.kind ?? field.kind) === 'photos' ? (
            <PhotoList index={index} />
          ) : (
            <TextAreaField
              label="Items, one per line"
              rows={4}
              hint={`Up to ${MAX_CAREER_SECTION_ITEMS} items.`}
              error={messageAt(errors, index, 'lines')}
              {...form.register(`sections.${index}.lines`)}
            />
          )}
        </div>
      ))}
      {fields.length < MAX_CAREER_SECTIONS ? (
        <div className="flex flex-wrap items-end gap-3">
          <SelectField
            label="New section"
            value={newKind}
            onChange={(event) => setNewKind(event.target.value as CareerSectionKind)}
          >
            {CAREER_SECTION_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {CAREER_SECTION_KIND_LABELS[kind]}
              </option>
            ))}
          </SelectField>
          <Button
            variant="secondary"
            onClick={() =>
              append({ kind: newKind, title: CAREER_SECTION_KIND_LABELS[newKind], lines: '', photos: [] })
            }
          >
            <Plus className="size-4" aria-hidden="true" />
            Add section
          </Button>
        </div>
      ) : null}
    </fieldset>
  );
}
