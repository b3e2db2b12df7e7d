// `/interviews/{uuid}` (candidate) and `/company-interviews/{uuid}` (company): the interview's
// details, format and status. The video room itself arrives with the next issue; a participant
// who may not open it gets SPEC.md §8's warning and goes back (lib/http).
import { fullName } from '@hireloop/shared/people';
import { CalendarX, ChevronLeft } from 'lucide-react';
import { Link, useLocation, useParams } from 'react-router';
import { Card } from '#web/components/card.tsx';
import { EmptyState } from '#web/components/empty-state.tsx';
import { ErrorState } from '#web/components/error-state.tsx';
import { Spinner } from '#web/components/spinner.tsx';
import { HttpError } from '#web/lib/http.ts';
import { useInterview } from '../api/interviews.ts';
import { InterviewDetails } from '../components/interview-details.tsx';

export default function InterviewPage() {
  const { uuid = '' } = useParams();
  const side = useLocation().pathname.startsWith('/company-interviews') ? 'company' : 'candidate';
  const interview = useInterview(uuid);
  const back = side === 'company' ? '/company-interviews' : '/interviews';

  return (
    <div className="mx-auto max-w-3xl space-y-5 px-4 py-6 sm:px-6">
      <Link
        to={back}
        className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
      >
        <ChevronLeft className="size-4" aria-hidden="true" />
        All interviews
      </Link>
      {interview.isPending ? (
        <div className="flex justify-center py-16">
          <Spinner label="Loading the interview" />
        </div>
      ) : interview.isError ? (
        interview.error instanceof HttpError &&
        (interview.error.status === 404 || interview.error.status === 403) ? (
          <EmptyState
            icon={CalendarX}
            title="Interview not found"
            description="It may have been removed, or the link is incomplete."
          />
        ) : (
          <ErrorState onRetry={() => void interview.refetch()} retrying={interview.isFetching} />
        )
      ) : (
        <>
          <h1 className="text-2xl font-semibold text-slate-900">
            {side === 'company'
              ? `Interview with ${fullName(interview.data.interviewee)}`
              : `Interview with ${interview.data.company.name}`}
          </h1>
          <Card className="p-4 sm:p-6">
            <InterviewDetails interview={interview.data} side={side} />
          </Card>
        </>
      )}
    </div>
  );
}
