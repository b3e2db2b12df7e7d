// `/company-templates/create` (Recruiter and above): a new template from a blank posting.
import { blankPostingValues } from '#web/components/posting-form/posting-form-values.ts';
import { TemplateForm } from '../components/template-form.tsx';

export default function CreateTemplatePage() {
  return (
    <div className="mx-auto max-w-7xl">
      <TemplateForm templateId={null} defaultValues={blankPostingValues()} />
    </div>
  );
}
