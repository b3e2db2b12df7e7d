// `/enterprise-templates` (decision 101): the enterprise's opportunity templates and where each is
// pushed. Owners and Admins create and change them (Admins within their groups); Viewers read.
import { usePageParam } from '#web/lib/use-page-param.ts';
import { useDeleteEnterpriseTemplate, useEnterpriseTemplates } from '../api/enterprise-templates.ts';
import { EnterpriseTemplateRow } from '../components/enterprise-template-row.tsx';
import { TemplatesList } from '../components/templates-list.tsx';

export default function EnterpriseTemplatesPage() {
  const [page, setPage] = usePageParam('page');
  const templates = useEnterpriseTemplates(page);
  const deleteTemplate = useDeleteEnterpriseTemplate();

  return (
    <TemplatesList
      intro="Postings your locations can start opportunities from. Push each one to chosen groups or to every location; locations use them but cannot change them."
      createTo="/enterprise-templates/create"
      canCreate={templates.data?.abilities.create ?? false}
      templates={templates}
      onPageChange={setPage}
      emptyDescription={{
        canCreate:
          'Write a posting once (title, description, questions and steps) and push it to your locations.',
        readOnly: 'When your enterprise pushes a template to your groups, it shows here.',
      }}
      deleteTemplate={deleteTemplate}
      renderRow={(template, onDelete) => (
        <EnterpriseTemplateRow key={template.id} template={template} onDelete={onDelete} />
      )}
    />
  );
}
