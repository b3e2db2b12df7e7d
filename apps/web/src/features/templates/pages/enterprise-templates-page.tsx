// `/enterprise-templates` (decision 101): the enterprise's opportunity templates and where each is
// pushed. Owners and Admins create and change them (Admins within their groups); Viewers read.
import { LayoutTemplate, Plus } from 'lucide-react';
import { useState } from 'react';
import { ButtonLink } from '#web/components/button-link.tsx';
import { Card } from '#web/components/card.tsx';
import { EmptyState } from '#web/components/empty-state.tsx';
import { ErrorState } from '#web/components/error-state.tsx';
import { Pagination } from '#web/components/pagination.tsx';
import { toast } from '#web/lib/toast.ts';
import { usePageParam } from '#web/lib/use-page-param.ts';
import {
  type EnterpriseTemplate,
  useDeleteEnterpriseTemplate,
  useEnterpriseTemplates,
} from '../api/enterprise-templates.ts';
import { DeleteTemplateDialog } from '../components/delete-template-dialog.tsx';
import { EnterpriseTemplateRow } from '../components/enterprise-template-row.tsx';
import { TemplatesSkeleton } from '../components/templates-skeleton.tsx';

export default function EnterpriseTemplatesPage() {
  const [page, setPage] = usePageParam('page');
  const templates = useEnterpriseTemplates(page);
  const deleteTemplate = useDeleteEnterpriseTemplate();
  const [deleting, setDeleting] = useState<EnterpriseTemplate | null>(null);
  const canCreate = templates.data?.abilities.create ?? false;

  const onConfirmDelete = () => {
    if (!deleting) return;
    deleteTemplate.mutate(deleting.id, {
      onSuccess: () => toast.success(`The template “${deleting.name}” was deleted.`),
      onSettled: () => setDeleting(null),
    });
  };

  return (
    <div className="mx-auto max-w-5xl space-y-5">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-slate-600">
          Postings your locations can start opportunities from. Push each one to chosen groups or to every
          location; locations use them but cannot change them.
        </p>
        {canCreate ? (
          <ButtonLink to="/enterprise-templates/create" className="shrink-0">
            <Plus className="size-4" aria-hidden="true" />
            Create template
          </ButtonLink>
        ) : null}
      </div>

      {templates.isPending ? (
        <TemplatesSkeleton />
      ) : templates.isError ? (
        <Card>
          <ErrorState onRetry={() => void templates.refetch()} retrying={templates.isFetching} />
        </Card>
      ) : templates.data.data.length === 0 ? (
        <Card>
          <EmptyState
            icon={LayoutTemplate}
            title="No templates yet"
            description={
              canCreate
                ? 'Write a posting once (title, description, questions and steps) and push it to your locations.'
                : 'When your enterprise pushes a template to your groups, it shows here.'
            }
            action={
              canCreate ? (
                <ButtonLink to="/enterprise-templates/create">
                  <Plus className="size-4" aria-hidden="true" />
                  Create a template
                </ButtonLink>
              ) : null
            }
          />
        </Card>
      ) : (
        <div aria-busy={templates.isPlaceholderData || undefined}>
          <Card>
            <ul aria-label="Templates" className="divide-y divide-slate-200">
              {templates.data.data.map((template) => (
                <EnterpriseTemplateRow
                  key={template.id}
                  template={template}
                  onDelete={() => setDeleting(template)}
                />
              ))}
            </ul>
          </Card>
          <Pagination
            label="Template pages"
            page={templates.data.meta.currentPage}
            lastPage={templates.data.meta.lastPage}
            total={templates.data.meta.total}
            onPageChange={setPage}
          />
        </div>
      )}

      <DeleteTemplateDialog
        name={deleting?.name ?? null}
        deleting={deleteTemplate.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={onConfirmDelete}
      />
    </div>
  );
}
