// The interview list of either side: Upcoming / Past tabs, a status filter, the paged list, and the
// `?interview={id}` panel over it.
import { fullName } from '@hireloop/shared/people';
import { CalendarDays } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '#web/components/card.tsx';
import { Dialog } from '#web/components/dialog.tsx';
import { EmptyState } from '#web/components/empty-state.tsx';
import { PagedList, PagedListHeader } from '#web/components/paged-list.tsx';
import { Spinner } from '#web/components/spinner.tsx';
import { useInterview, useInterviews } from '../api/interviews.ts';
import { useInterviewListParams } from '../use-interview-list-params.ts';
import { InterviewDetails } from './interview-details.tsx';
import { InterviewFilters } from './interview-filters.tsx';
import { InterviewRow } from './interview-row.tsx';
import { InterviewWeek } from './interview-week.tsx';

interface InterviewListProps {
  side: 'company' | 'candidate';
  emptyAction?: ReactNode;
  extraFilters?: { opportunityId?: number | undefined };
}

export function InterviewList({ side, emptyAction, extraFilters }: InterviewListProps) {
  const params = useInterviewListParams();
  const week = side === 'company' && params.view === 'week';
  const query = useInterviews({
    scope: side,
    when: params.when,
    status: params.status,
    page: params.page,
    opportunityId: params.opportunityId,
    interviewerId: params.interviewerId,
    from: params.date ? new Date(`${params.date}T00:00:00`).toISOString() : undefined,
    ...extraFilters,
  });
  const opened = useInterview(params.interviewId);

  return (
    <>
      <div className="flex flex-wrap items-end justify-between gap-3">
        {week ? (
          <span />
        ) : (
          <div
            role="tablist"
            aria-label="Which interviews"
            className="flex gap-1 rounded-lg bg-slate-100 p-1"
          >
            {(['upcoming', 'past'] as const).map((tab) => (
              <button
                key={tab}
                type="button"
                role="tab"
                aria-selected={params.when === tab}
                onClick={() => params.setWhen(tab)}
                className={
                  params.when === tab
                    ? 'rounded-md bg-white px-3 py-1.5 text-sm font-medium text-slate-900 shadow-sm'
                    : 'rounded-md px-3 py-1.5 text-sm font-medium text-slate-600 hover:text-slate-900'
                }
              >
                {tab === 'upcoming' ? 'Upcoming' : 'Past'}
              </button>
            ))}
          </div>
        )}
        {side === 'company' ? (
          <fieldset className="flex gap-1 rounded-lg bg-slate-100 p-1">
            <legend className="sr-only">View</legend>
            {(['list', 'week'] as const).map((view) => (
              <button
                key={view}
                type="button"
                aria-pressed={params.view === view}
                onClick={() => params.setView(view)}
                className={
                  params.view === view
                    ? 'rounded-md bg-white px-3 py-1.5 text-sm font-medium text-slate-900 shadow-sm'
                    : 'rounded-md px-3 py-1.5 text-sm font-medium text-slate-600 hover:text-slate-900'
                }
              >
                {view === 'list' ? 'List' : 'Week'}
              </button>
            ))}
          </fieldset>
        ) : null}
      </div>
      <InterviewFilters params={params} side={side} />
      {week ? (
        <InterviewWeek
          date={params.date}
          filters={{
            status: params.status,
            opportunityId: params.opportunityId,
            interviewerId: params.interviewerId,
          }}
          onDateChange={(date) => params.setFilter('date', date)}
          onOpen={(row) => params.openInterview(row.id)}
        />
      ) : (
        <Card>
          <PagedListHeader id="interviews-heading" query={query}>
            {params.when === 'upcoming' ? 'Upcoming interviews' : 'Past interviews'}
            {query.data ? (
              <span className="ml-2 text-sm font-normal text-slate-600">{query.data.meta.total}</span>
            ) : null}
          </PagedListHeader>
          <PagedList
            query={query}
            labelledBy="interviews-heading"
            loadingLabel="Loading interviews"
            empty={
              <EmptyState
                icon={CalendarDays}
                title={params.when === 'upcoming' ? 'No upcoming interviews' : 'No past interviews'}
                description={
                  side === 'company'
                    ? 'Interviews you schedule, and those you take part in, show here.'
                    : 'When a company invites you to an interview, it shows here with its time in your zone.'
                }
                action={emptyAction}
              />
            }
            pagesLabel="Interview pages"
            onPageChange={params.setPage}
          >
            {(interview) => (
              <InterviewRow
                key={interview.id}
                interview={interview}
                side={side}
                onOpen={(row) => params.openInterview(row.id)}
              />
            )}
          </PagedList>
        </Card>
      )}
      <Dialog
        open={params.interviewId !== null}
        onOpenChange={(open) => {
          if (!open) params.openInterview(null);
        }}
        title={
          opened.data
            ? side === 'company'
              ? `Interview with ${fullName(opened.data.interviewee)}`
              : `Interview with ${opened.data.company.name}`
            : 'Interview'
        }
      >
        {opened.data ? (
          <InterviewDetails interview={opened.data} side={side} />
        ) : opened.isError ? (
          <p className="text-sm text-slate-700">This interview could not be loaded.</p>
        ) : (
          <Spinner label="Loading the interview" />
        )}
      </Dialog>
    </>
  );
}
