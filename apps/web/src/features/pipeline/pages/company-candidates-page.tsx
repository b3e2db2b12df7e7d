// `/company-candidates`: every candidate of the active company across its opportunities, filtered
// and searched from the URL, with bulk actions for Recruiter and above and the candidate panel
// (`?application=<id>`).
import { FileSignature, FileUp, UserPlus } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ButtonLink } from '#web/components/button-link.tsx';
import { useBulkAction } from '../api/bulk-actions.ts';
import { useCompanyCandidates } from '../api/company-candidates.ts';
import { useOpportunity } from '../api/opportunity-board.ts';
import { useCanAddContacts } from '../api/talent-pool-abilities.ts';
import { sortSteps } from '../board-columns.ts';
import {
  type FilterName,
  hasFilters,
  readCandidateFilters,
  withFilter,
  withoutFilters,
  withPage,
} from '../candidate-filters.ts';
import { BulkActionBar } from '../components/candidates/bulk-action-bar.tsx';
import {
  BulkActionDialog,
  type BulkDialogRequest,
  type BulkDialogValues,
} from '../components/candidates/bulk-action-dialog.tsx';
import { CandidateFiltersBar } from '../components/candidates/candidate-filters-bar.tsx';
import { CandidatesListCard } from '../components/candidates/candidates-list-card.tsx';
import { CandidatePanel } from '../components/panel/candidate-panel.tsx';
import { usePanelParam } from '../use-panel-param.ts';

export default function CompanyCandidatesPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = readCandidateFilters(searchParams);
  const candidates = useCompanyCandidates(filters);
  const opportunity = useOpportunity(filters.opportunityId);
  const canAddContacts = useCanAddContacts();
  const [applicationId, setApplication] = usePanelParam();
  const bulk = useBulkAction();
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [asking, setAsking] = useState<BulkDialogRequest | null>(null);

  // A new filter or page shows other rows: forget what was selected.
  const listKey = JSON.stringify(filters);
  useEffect(() => {
    if (listKey) setSelected(new Set());
  }, [listKey]);

  const changeFilter = useCallback(
    (name: FilterName, value: string | number | null) =>
      setSearchParams((current) => withFilter(current, name, value), { replace: name === 'search' }),
    [setSearchParams],
  );
  const changeSelection = (ids: number[], on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      for (const id of ids) {
        if (on) next.add(id);
        else next.delete(id);
      }
      return next;
    });

  const runBulk = (values: BulkDialogValues) => {
    if (!asking) return;
    const applicationIds = [...selected];
    const input =
      asking.action === 'move'
        ? { action: 'move' as const, applicationIds, toStepId: asking.stepId }
        : asking.action === 'disqualify'
          ? {
              action: 'disqualify' as const,
              applicationIds,
              reason: values.reason.trim(),
              message: values.message.trim() || null,
            }
          : { action: 'message' as const, applicationIds, content: values.content.trim() };
    bulk.mutate(input, {
      onSuccess: () => setSelected(new Set()),
      onSettled: () => setAsking(null),
    });
  };

  const abilities = candidates.data?.abilities;
  const steps = filters.opportunityId && opportunity.data ? sortSteps(opportunity.data.pipelineSteps) : null;

  return (
    <div className="mx-auto max-w-7xl space-y-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-slate-600">
          Everyone who applied to your opportunities, wherever they are in your pipeline.
        </p>
        {canAddContacts ? (
          <div className="flex flex-wrap gap-2 self-start sm:self-auto">
            {/* Offers are kept by the same roles as the talent pool (Recruiter and above). */}
            <ButtonLink to="/company-offers" variant="secondary">
              <FileSignature className="size-4" aria-hidden="true" />
              Offers
            </ButtonLink>
            <ButtonLink to="/user-imports" variant="secondary">
              <FileUp className="size-4" aria-hidden="true" />
              Import
            </ButtonLink>
            <ButtonLink to="/company-candidates/rolodex-contact/create">
              <UserPlus className="size-4" aria-hidden="true" />
              Add contact
            </ButtonLink>
          </div>
        ) : null}
      </div>
      <CandidateFiltersBar
        filters={filters}
        onChange={changeFilter}
        onClear={() => setSearchParams((current) => withoutFilters(current))}
      />
      <CandidatesListCard
        query={candidates}
        filtered={hasFilters(filters)}
        selected={selected}
        onSelectedChange={changeSelection}
        bulkBar={
          abilities && selected.size > 0 ? (
            <BulkActionBar
              count={selected.size}
              abilities={abilities}
              steps={steps}
              disabled={bulk.isPending}
              onAction={setAsking}
              onClear={() => setSelected(new Set())}
            />
          ) : null
        }
        onOpen={setApplication}
        onPageChange={(page) => setSearchParams((current) => withPage(current, page))}
      />
      <BulkActionDialog
        request={asking}
        count={selected.size}
        running={bulk.isPending}
        onCancel={() => setAsking(null)}
        onConfirm={runBulk}
      />
      <CandidatePanel applicationId={applicationId} onClose={() => setApplication(null)} showBoardLink />
    </div>
  );
}
