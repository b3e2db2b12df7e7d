// `/activities/{userId}` (User Activity Report, Company Admin only, SPEC.md §2 and §6): what a team
// member did in this company over a period: totals per kind, a chart per day, and the events a page
// at a time, exportable as CSV. Filters and the page live in the URL. Reached from /team-members.
import { ACTIVITY_FILTERS, type ActivityFilter } from '@hireloop/shared/activities';
import { fullName } from '@hireloop/shared/people';
import { formatDate } from '@hireloop/shared/time';
import { ArrowLeft, Download, History } from 'lucide-react';
import { Link, useParams, useSearchParams } from 'react-router';
import { buttonClasses } from '#web/components/button-styles.ts';
import { Card } from '#web/components/card.tsx';
import { EmptyState } from '#web/components/empty-state.tsx';
import { ErrorState } from '#web/components/error-state.tsx';
import { PagedList, PagedListHeader } from '#web/components/paged-list.tsx';
import { Spinner } from '#web/components/spinner.tsx';
import { HttpError } from '#web/lib/http.ts';
import { usePageParam } from '#web/lib/use-page-param.ts';
import { type ActivityFilters, activityExportUrl, useActivityReport } from '../api/activities.ts';
import { ActivityChart, ActivityTotals } from '../components/activity-chart.tsx';
import { ActivityEventRow } from '../components/activity-event-row.tsx';
import { ActivityFiltersForm } from '../components/activity-filters-form.tsx';

function useActivityFilters(): [ActivityFilters, (next: ActivityFilters) => void] {
  const [params, setParams] = useSearchParams();
  const kind = params.get('kind');
  const filters: ActivityFilters = {
    from: params.get('from') ?? undefined,
    to: params.get('to') ?? undefined,
    kind: (ACTIVITY_FILTERS as readonly string[]).includes(kind ?? '') ? (kind as ActivityFilter) : undefined,
  };
  const apply = (next: ActivityFilters) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      for (const key of ['from', 'to', 'kind'] as const) {
        const value = next[key];
        if (value) updated.set(key, value);
        else updated.delete(key);
      }
      updated.delete('page');
      return updated;
    });
  return [filters, apply];
}

const backToTeam = (
  <Link
    to="/team-members"
    className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:text-brand-800"
  >
    <ArrowLeft className="size-4" aria-hidden="true" />
    Team members
  </Link>
);

export default function ActivityReportPage() {
  const { userId = '' } = useParams();
  const memberId = Number(userId);
  const [filters, applyFilters] = useActivityFilters();
  const [page, setPage] = usePageParam('page');
  const report = useActivityReport(memberId, filters, page);

  if (report.isPending) {
    return (
      <div className="flex justify-center py-16">
        <Spinner className="size-6 text-brand-600" label="Loading the activity report" />
      </div>
    );
  }
  if (report.isError) {
    const status = report.error instanceof HttpError ? report.error.status : 0;
    if (status === 422) {
      const body = (report.error as HttpError).body as { errors?: Record<string, string[]> } | undefined;
      return (
        <div className="mx-auto max-w-5xl space-y-4">
          {backToTeam}
          <ActivityFiltersForm
            period={{ from: filters.from ?? '', to: filters.to ?? '' }}
            kind={filters.kind}
            errors={body?.errors}
            onApply={applyFilters}
          />
        </div>
      );
    }
    return (
      <Card className="mx-auto max-w-2xl">
        {status === 404 ? (
          <ErrorState
            title="Team member not found"
            description="This person is not on your company's team."
          />
        ) : status === 403 ? (
          <ErrorState
            title="Not available"
            description="Only a Company Admin may read a team member's activity."
          />
        ) : (
          <ErrorState onRetry={() => void report.refetch()} retrying={report.isFetching} />
        )}
      </Card>
    );
  }

  const { member, period, totals, days } = report.data;
  const name = fullName(member);
  const exportFilters = { from: period.from, to: period.to, kind: filters.kind };
  return (
    <div className="mx-auto max-w-5xl space-y-5">
      {backToTeam}
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2 className="text-xl font-semibold tracking-tight text-slate-900">{name}</h2>
          <p className="text-sm text-slate-600">
            {member.role} · {member.email}
          </p>
          <p className="mt-1 text-sm text-slate-700">
            {formatDate(`${period.from}T12:00:00Z`)} to {formatDate(`${period.to}T12:00:00Z`)} (UTC days)
          </p>
        </div>
        <a
          href={activityExportUrl(memberId, exportFilters)}
          download
          className={buttonClasses({ variant: 'secondary' })}
        >
          <Download className="size-4" aria-hidden="true" />
          Export CSV
        </a>
      </div>
      <ActivityFiltersForm
        key={`${period.from}|${period.to}|${filters.kind ?? ''}`}
        period={period}
        kind={filters.kind}
        onApply={applyFilters}
      />
      <ActivityTotals totals={totals} />
      <ActivityChart days={days} />
      <Card>
        <PagedListHeader id="activity-events-heading" query={report}>
          Events <span className="font-normal text-slate-500">({report.data.meta.total})</span>
        </PagedListHeader>
        <PagedList
          query={report}
          labelledBy="activity-events-heading"
          loadingLabel="Loading the events"
          pagesLabel="Event pages"
          onPageChange={setPage}
          empty={
            <EmptyState
              icon={History}
              title="No activity in this period"
              description="Nothing matches these filters. Try a longer period or all activity."
            />
          }
        >
          {(event) => <ActivityEventRow key={event.id} event={event} />}
        </PagedList>
      </Card>
    </div>
  );
}
