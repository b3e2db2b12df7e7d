// The company's offer letter templates on /company-offers: each is rich text with merge fields
// ({{candidate_name}}…) filled in with the candidate's values when an offer is made.
import { MERGE_FIELDS } from '@hireloop/shared/offers';
import { PencilLine, Plus, Trash2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Banner } from '#web/components/banner.tsx';
import { Button } from '#web/components/button.tsx';
import { Card } from '#web/components/card.tsx';
import { Dialog } from '#web/components/dialog.tsx';
import { RichTextEditor } from '#web/components/posting-form/rich-text-editor.tsx';
import { TextField } from '#web/components/text-field.tsx';
import { validationErrorsOf } from '#web/lib/form-errors.ts';
import { toast } from '#web/lib/toast.ts';
import {
  type OfferTemplate,
  useDeleteLetterTemplate,
  useLetterTemplates,
  useSaveLetterTemplate,
} from '../api/company-offers.ts';

const FIELDS_HINT = `Merge fields: ${MERGE_FIELDS.map((field) => `{{${field.key}}}`).join(', ')}.`;

function TemplateDialog({
  template,
  onClose,
}: {
  template: OfferTemplate | 'new' | null;
  onClose: () => void;
}) {
  const save = useSaveLetterTemplate();
  const editing = template && template !== 'new' ? template : null;
  const [name, setName] = useState(editing?.name ?? '');
  const [body, setBody] = useState(editing?.body ?? '');
  const errors = validationErrorsOf(save.error) ?? {};
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      { id: editing?.id ?? null, name, body },
      {
        onSuccess: () => {
          toast.success('The letter template was saved.');
          onClose();
        },
      },
    );
  };
  return (
    <Dialog
      open={template !== null}
      onOpenChange={(open) => !open && onClose()}
      title={editing ? 'Edit letter template' : 'New letter template'}
    >
      <form onSubmit={submit} className="space-y-4" noValidate>
        <TextField
          label="Name"
          value={name}
          onChange={(event) => setName(event.target.value)}
          error={errors.name ?? null}
        />
        <RichTextEditor
          label="Letter"
          value={body}
          onChange={setBody}
          error={errors.body}
          hint={FIELDS_HINT}
        />
        {errors[''] ? <Banner variant="error">{errors['']}</Banner> : null}
        <div className="flex justify-end gap-2">
          <Button variant="ghost" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={save.isPending}>
            Save template
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

export function LetterTemplatesCard() {
  const templates = useLetterTemplates();
  const remove = useDeleteLetterTemplate();
  const [open, setOpen] = useState<OfferTemplate | 'new' | null>(null);
  if (!templates.data) return null;
  return (
    <Card className="p-5">
      <div className="flex items-center justify-between gap-3">
        <h2 className="font-semibold text-slate-900">Letter templates</h2>
        <Button size="sm" variant="secondary" onClick={() => setOpen('new')}>
          <Plus className="size-4" aria-hidden="true" />
          New template
        </Button>
      </div>
      <ul aria-label="Letter templates" className="mt-3 divide-y divide-slate-200">
        {templates.data.data.map((template) => (
          <li key={template.id} className="flex items-center justify-between gap-3 py-2.5">
            <span className="min-w-0 truncate text-sm text-slate-900">
              {template.name}
              {template.isDefault ? (
                <span className="ml-2 text-xs font-semibold text-slate-500">Default</span>
              ) : null}
            </span>
            <span className="flex shrink-0 gap-1">
              <Button
                size="sm"
                variant="ghost"
                onClick={() => setOpen(template)}
                aria-label={`Edit ${template.name}`}
              >
                <PencilLine className="size-4" aria-hidden="true" />
              </Button>
              <Button
                size="sm"
                variant="ghost"
                aria-label={`Delete ${template.name}`}
                disabled={remove.isPending}
                onClick={() =>
                  remove.mutate(template.id, {
                    onSuccess: () => toast.success('The letter template was deleted.'),
                    onError: (error) => {
                      const found = validationErrorsOf(error);
                      if (found) toast.error(Object.values(found)[0]);
                    },
                  })
                }
              >
                <Trash2 className="size-4" aria-hidden="true" />
              </Button>
            </span>
          </li>
        ))}
      </ul>
      {open !== null ? (
        <TemplateDialog
          key={open === 'new' ? 'new' : open.id}
          template={open}
          onClose={() => setOpen(null)}
        />
      ) : null}
    </Card>
  );
}
