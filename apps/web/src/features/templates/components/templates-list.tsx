// The body of a templates list page, company or enterprise alike: the intro with its create button,
// then skeleton, error, empty state or the rows with pagination, and the delete confirmation. The
// page says what its rows look like and where creating goes; the states are the same for both.
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import { LayoutTemplate, Plus } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { ButtonLink } from '#web/components/button-link.tsx';
import { Card } from '#web/components/card.tsx';
import { EmptyState } from '#web/components/empty-state.tsx';
import { ErrorState } from '#web/components/error-state.tsx';
import { Pagination } from '#web/components/pagination.tsx';
import type { ResourcePage } from '#web/lib/resource-client.ts';
import { toast } from '#web/lib/toast.ts';
import { DeleteTemplateDialog } from './delete-template-dialog.tsx';
import { TemplatesSkeleton } from './templates-skeleton.tsx';

interface ListedTemplate {
  id: number;
  name: string;
}

interface TemplatesListProps<T extends ListedTemplate> {
  intro: ReactNode;
  /** Where "Create template" goes. */
  createTo: string;
  canCreate: boolean;
  templates: UseQueryResult<ResourcePage<T>>;
  onPageChange: (page: number) => void;
  /** The empty state's text, for a viewer who may create and for one who may not. */
  emptyDescription: { canCreate: string; readOnly: string };
  deleteTemplate: UseMutationResult<unknown, Error, number>;
  renderRow: (template: T, onDelete: () => void) => ReactNode;
}

export function TemplatesList<T extends ListedTemplate>({
  intro,
  createTo,
  canCreate,
  templates,
  onPageChange,
  emptyDescription,
  deleteTemplate,
  renderRow,
}: TemplatesListProps<T>) {
  const [deleting, setDeleting] = useState<T | null>(null);

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
        <p className="text-slate-600">{intro}</p>
        {canCreate ? (
          <ButtonLink to={createTo} className="shrink-0">
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
            description={canCreate ? emptyDescription.canCreate : emptyDescription.readOnly}
            action={
              canCreate ? (
                <ButtonLink to={createTo}>
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
              {templates.data.data.map((template) => renderRow(template, () => setDeleting(template)))}
            </ul>
          </Card>
          <Pagination
            label="Template pages"
            page={templates.data.meta.currentPage}
            lastPage={templates.data.meta.lastPage}
            total={templates.data.meta.total}
            onPageChange={onPageChange}
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
