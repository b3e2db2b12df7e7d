// The company's template form: the shared editor saving to /api/opportunity-templates.
import type { PostingFormValues } from '#web/components/posting-form/posting-form-values.ts';
import { useSession } from '#web/lib/session/session.tsx';
import { useCreateTemplate, useUpdateTemplate } from '../api/templates.ts';
import { TemplateEditor } from './template-editor.tsx';

interface TemplateFormProps {
  /** The template being edited; none for a new one. */
  templateId: number | null;
  defaultValues: PostingFormValues;
}

export function TemplateForm({ templateId, defaultValues }: TemplateFormProps) {
  const company = useSession().user?.activeCompany;
  const create = useCreateTemplate();
  const update = useUpdateTemplate(templateId ?? 0);
  return (
    <TemplateEditor
      templateId={templateId}
      defaultValues={defaultValues}
      account={{ name: company?.name ?? '', avatar: company?.avatar ?? null }}
      nameHint="Only your team sees the name; candidates see the posting below."
      save={(payload) => (templateId === null ? create.mutateAsync(payload) : update.mutateAsync(payload))}
      listPath="/company-templates"
    />
  );
}
