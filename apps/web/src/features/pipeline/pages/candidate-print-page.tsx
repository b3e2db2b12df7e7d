// `/company-candidates/{id}/print` (headless layout): the candidate's profile, screening answers
// and timeline on paper. Print styles: no controls, black on white, each part on its own page.
import { documentTitle } from '@hireloop/shared/constants';
import { formatDate } from '@hireloop/shared/time';
import { ArrowLeft, Printer } from 'lucide-react';
import { useEffect } from 'react';
import { useParams } from 'react-router';
import { Button } from '#web/components/button.tsx';
import { ButtonLink } from '#web/components/button-link.tsx';
import { ErrorState } from '#web/components/error-state.tsx';
import { Spinner } from '#web/components/spinner.tsx';
import { HttpError } from '#web/lib/http.ts';
import { useCandidatePanel } from '../api/candidate-panel.ts';
import type { CandidatePanel } from '../api/pipeline-types.ts';
import { candidateName } from '../candidate-name.ts';
import { ProfileSummary } from '../components/panel/profile-summary.tsx';
import { ScreeningAnswers } from '../components/panel/screening-answers.tsx';
import { TimelineList } from '../components/panel/timeline-list.tsx';
import { statusLabel } from '../components/status-badge.tsx';

function PrintableProfile({ panel }: { panel: CandidatePanel }) {
  const name = candidateName(panel.candidate);
  useEffect(() => {
    // The browser names the saved PDF after the title.
    document.title = documentTitle(`${name} – Candidate Profile`);
  }, [name]);
  return (
    <article className="space-y-8 print:space-y-6">
      <header className="border-b border-slate-200 pb-6 print:border-black">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 print:text-black">{name}</h1>
        {panel.profile.headline ? (
          <p className="mt-1 text-lg text-slate-700 print:text-black">{panel.profile.headline}</p>
        ) : null}
        <dl className="mt-4 grid gap-x-8 gap-y-2 text-sm text-slate-800 sm:grid-cols-2 print:grid-cols-2 print:text-black">
          <div>
            <dt className="inline font-medium">Email: </dt>
            <dd className="inline">{panel.candidate.email}</dd>
          </div>
          <div>
            <dt className="inline font-medium">Opportunity: </dt>
            <dd className="inline">{panel.opportunity.title}</dd>
          </div>
          <div>
            <dt className="inline font-medium">Step: </dt>
            <dd className="inline">
              {panel.step?.name ?? 'No step'} ({statusLabel(panel.status)})
            </dd>
          </div>
          {panel.appliedAt ? (
            <div>
              <dt className="inline font-medium">Applied: </dt>
              <dd className="inline">{formatDate(panel.appliedAt)}</dd>
            </div>
          ) : null}
        </dl>
      </header>
      <ProfileSummary profile={panel.profile} level={2} />
      <div className="print:break-before-page">
        <ScreeningAnswers answers={panel.answers} level={2} />
      </div>
      <div className="print:break-before-page">
        <TimelineList events={panel.timeline} candidateName={name} level={2} />
      </div>
      <p className="border-t border-slate-200 pt-4 text-xs text-slate-500 print:border-black print:text-black">
        Printed from Hireloop on {formatDate(new Date())}. Confidential: for your hiring team only.
      </p>
    </article>
  );
}

export default function CandidatePrintPage() {
  const { id } = useParams();
  const applicationId = Number(id);
  const valid = Number.isInteger(applicationId) && applicationId > 0;
  const panel = useCandidatePanel(valid ? applicationId : null);
  const notFound = !valid || (panel.error instanceof HttpError && panel.error.status === 404);

  return (
    <div className="mx-auto max-w-3xl px-4 py-6 sm:px-8 sm:py-10 print:max-w-none print:p-0 print:text-black">
      <div className="mb-8 flex items-center justify-between gap-4 print:hidden">
        <ButtonLink
          to={valid ? `/company-candidates?application=${applicationId}` : '/company-candidates'}
          variant="ghost"
          size="sm"
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
          Back to candidates
        </ButtonLink>
        <Button onClick={() => window.print()} disabled={!panel.data}>
          <Printer className="size-4" aria-hidden="true" />
          Print
        </Button>
      </div>
      {notFound ? (
        <ErrorState
          title="Candidate not found"
          description="This application does not exist or belongs to another company."
        />
      ) : panel.isPending ? (
        <div className="flex justify-center py-16">
          <Spinner className="size-6 text-brand-600" label="Loading the candidate" />
        </div>
      ) : panel.isError ? (
        <ErrorState onRetry={() => void panel.refetch()} retrying={panel.isFetching} />
      ) : (
        <PrintableProfile panel={panel.data} />
      )}
    </div>
  );
}
