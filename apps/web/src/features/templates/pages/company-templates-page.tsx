// `/company-templates`: the company's opportunity templates. Recruiters and above create, edit,
// delete and start opportunities from them; Team Members read.
import { usePageParam } from '#web/lib/use-page-param.ts';
import { useDeleteTemplate, useTemplates } from '../api/templates.ts';
import { TemplateRow } from '../components/template-row.tsx';
import { TemplatesList } from '../components/templates-list.tsx';

export default function CompanyTemplatesPage() {
  const [page, setPage] = usePageParam('page');
  const templates = useTemplates(page);
  const deleteTemplate = useDeleteTemplate();
  const canManage = templates.data?.abilities.create ?? false;

  return (
    <TemplatesList
      intro="Postings you use often, ready to start a new opportunity from."
      createTo="/company-templates/create"
      canCreate={canManage}
      templates={templates}
      onPageChange={setPage}
      emptyDescription={{
        canCreate:
          'Save the postings you use often (title, description, questions and steps) and start each new opportunity in a minute.',
        readOnly: 'When your team saves a template, it shows here.',
      }}
      deleteTemplate={deleteTemplate}
      renderRow={(template, onDelete) => (
        <TemplateRow key={template.id} template={template} canManage={canManage} onDelete={onDelete} />
      )}
    />
  );
}
