// `/company-opportunities`: the active company's opportunities by status, with search, each with
// its candidates per step. Recruiters and above create, edit, change status and delete; Team
// Members read (the server's `abilities` decide which buttons show).
import type { OpportunityStatus } from '@hireloop/shared/opportunities';
import { BriefcaseBusiness, LayoutTemplate, Plus, SearchX } from 'lucide-react';
import { useState } from 'react';
import { ButtonLink } from '#web/components/button-link.tsx';
import { EmptyState } from '#web/components/empty-state.tsx';
import { ErrorState } from '#web/components/error-state.tsx';
import { Pagination } from '#web/components/pagination.tsx';
import { SearchBox } from '#web/components/search-box.tsx';
import { validationErrorsOf } from '#web/lib/form-errors.ts';
import { toast } from '#web/lib/toast.ts';
import {
  type OpportunitySummary,
  useChangeOpportunityStatus,
  useDeleteOpportunity,
  useOpportunities,
} from '../api/opportunities.ts';
import { DeleteOpportunityDialog } from '../components/delete-opportunity-dialog.tsx';
import { OpportunitiesSkeleton } from '../components/opportunities-skeleton.tsx';
import { OpportunityCard } from '../components/opportunity-card.tsx';
import { STATUS_LABELS } from '../components/opportunity-status-badge.tsx';
import { OpportunityStatusTabs } from '../components/opportunity-status-tabs.tsx';
import { useOpportunityFilters } from '../use-opportunity-filters.ts';

const STATUS_DONE: Record<OpportunityStatus, string> = {
  draft: 'is a draft again',
  published: 'is live',
  paused: 'is paused',
  closed: 'is closed',
};

export default function CompanyOpportunitiesPage() {
  const [filters, setFilters] = useOpportunityFilters();
  const opportunities = useOpportunities(filters);
  const changeStatus = useChangeOpportunityStatus();
  const deleteOpportunity = useDeleteOpportunity();
  const [deleting, setDeleting] = useState<OpportunitySummary | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const canCreate = opportunities.data?.abilities.create ?? false;
  const filtered = filters.status !== null || filters.search !== '';

  const onChangeStatus = (opportunity: OpportunitySummary, status: OpportunityStatus) =>
    changeStatus.mutate(
      { id: opportunity.id, status },
      { onSuccess: () => toast.success(`“${opportunity.title}” ${STATUS_DONE[status]}.`) },
    );

  const closeDeleteDialog = () => {
    setDeleting(null);
    setRefusal(null);
  };

  const onConfirmDelete = () => {
    if (!deleting) return;
    deleteOpportunity.mutate(deleting.id, {
      onSuccess: () => {
        toast.success(`“${deleting.title}” was deleted.`);
        closeDeleteDialog();
      },
      onError: (error) => {
        const messages = validationErrorsOf(error);
        if (messages) setRefusal(Object.values(messages).join(' '));
        else closeDeleteDialog();
      },
    });
  };

  return (
    <div className="mx-auto max-w-5xl space-y-5">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-slate-600">Your postings, and where their candidates are in the pipeline.</p>
        <div className="flex gap-2">
          <ButtonLink to="/company-templates" variant="secondary">
            <LayoutTemplate className="size-4" aria-hidden="true" />
            Templates
          </ButtonLink>
          {canCreate ? (
            <ButtonLink to="/company-opportunities/create">
              <Plus className="size-4" aria-hidden="true" />
              Create opportunity
            </ButtonLink>
          ) : null}
        </div>
      </div>

      <div className="flex flex-col gap-3 md:flex-row md:items-center md:justify-between">
        <OpportunityStatusTabs current={filters.status} />
        <SearchBox
          value={filters.search}
          onSearch={(search) => setFilters({ search })}
          label="Search opportunities"
          className="w-full sm:max-w-xs"
        />
      </div>

      {opportunities.isPending ? (
        <OpportunitiesSkeleton />
      ) : opportunities.isError ? (
        <div className="rounded-xl bg-white shadow-card">
          <ErrorState onRetry={() => void opportunities.refetch()} retrying={opportunities.isFetching} />
        </div>
      ) : opportunities.data.data.length === 0 ? (
        <div className="rounded-xl border border-slate-200 bg-white shadow-card">
          {filtered ? (
            <EmptyState
              icon={SearchX}
              title="No opportunities match"
              description={
                filters.status
                  ? `Nothing ${STATUS_LABELS[filters.status].toLowerCase()}${filters.search ? ` matches “${filters.search}”` : ' yet'}.`
                  : `Nothing matches “${filters.search}”.`
              }
              action={
                <ButtonLink to="/company-opportunities" variant="secondary">
                  Show all opportunities
                </ButtonLink>
              }
            />
          ) : (
            <EmptyState
              icon={BriefcaseBusiness}
              title={canCreate ? 'Post your first opportunity' : 'No opportunities yet'}
              description={
                canCreate
                  ? 'Describe the role, add a few screening questions, and publish it for candidates to find.'
                  : 'When your team posts an opportunity, it shows here.'
              }
              action={
                canCreate ? (
                  <ButtonLink to="/company-opportunities/create">
                    <Plus className="size-4" aria-hidden="true" />
                    Post your first opportunity
                  </ButtonLink>
                ) : null
              }
            />
          )}
        </div>
      ) : (
        <div aria-busy={opportunities.isPlaceholderData || undefined}>
          <ul aria-label="Opportunities" className="space-y-3">
            {opportunities.data.data.map((opportunity) => (
              <OpportunityCard
                key={opportunity.id}
                opportunity={opportunity}
                canManage={canCreate}
                onChangeStatus={(status) => onChangeStatus(opportunity, status)}
                onDelete={() => setDeleting(opportunity)}
              />
            ))}
          </ul>
          <Pagination
            label="Opportunities pages"
            page={opportunities.data.meta.currentPage}
            lastPage={opportunities.data.meta.lastPage}
            total={opportunities.data.meta.total}
            onPageChange={(page) => setFilters({ page })}
          />
        </div>
      )}

      <DeleteOpportunityDialog
        title={deleting?.title ?? null}
        deleting={deleteOpportunity.isPending}
        refusal={refusal}
        onCancel={closeDeleteDialog}
        onConfirm={onConfirmDelete}
        onCloseInstead={
          deleting && deleting.status !== 'closed'
            ? () => {
                onChangeStatus(deleting, 'closed');
                closeDeleteDialog();
              }
            : null
        }
      />
    </div>
  );
}
