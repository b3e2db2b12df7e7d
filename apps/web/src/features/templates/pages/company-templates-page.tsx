// `/company-templates`: the company's opportunity templates. Recruiters and above create, edit,
// delete and start opportunities from them; Team Members read.
import { LayoutTemplate, Plus } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { ButtonLink } from '#web/components/button-link.tsx';
import { Card } from '#web/components/card.tsx';
import { EmptyState } from '#web/components/empty-state.tsx';
import { ErrorState } from '#web/components/error-state.tsx';
import { Pagination } from '#web/components/pagination.tsx';
import { toast } from '#web/lib/toast.ts';
import { type OpportunityTemplate, useDeleteTemplate, useTemplates } from '../api/templates.ts';
import { DeleteTemplateDialog } from '../components/delete-template-dialog.tsx';
import { TemplateRow } from '../components/template-row.tsx';
import { TemplatesSkeleton } from '../components/templates-skeleton.tsx';

function usePage(): [number, (page: number) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const raw = Number(searchParams.get('page'));
  const page = Number.isInteger(raw) && raw > 0 ? raw : 1;
  return [
    page,
    (next) => setSearchParams(next > 1 ? { page: String(next) } : {}, { preventScrollReset: true }),
  ];
}

export default function CompanyTemplatesPage() {
  const [page, setPage] = usePage();
  const templates = useTemplates(page);
  const deleteTemplate = useDeleteTemplate();
  const [deleting, setDeleting] = useState<OpportunityTemplate | null>(null);
  const canManage = templates.data?.abilities.create ?? false;

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
        <p className="text-slate-600">Postings you use often, ready to start a new opportunity from.</p>
        {canManage ? (
          <ButtonLink to="/company-templates/create">
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
              canManage
                ? 'Save the postings you use often (title, description, questions and steps) and start each new opportunity in a minute.'
                : 'When your team saves a template, it shows here.'
            }
            action={
              canManage ? (
                <ButtonLink to="/company-templates/create">
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
                <TemplateRow
                  key={template.id}
                  template={template}
                  canManage={canManage}
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
