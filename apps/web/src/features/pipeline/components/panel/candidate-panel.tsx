// The candidate panel (`?application=<id>` on the board and on /company-candidates): a drawer from
// the right on wider screens, the whole screen on phones. Radix keeps focus inside and returns it
// to the card or row that opened it.
import * as RadixDialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { ErrorState } from '#web/components/error-state.tsx';
import { Spinner } from '#web/components/spinner.tsx';
import { useCandidatePanel } from '#web/features/pipeline/api/candidate-panel.ts';
import { useLiveOfferUpdates } from '#web/features/pipeline/api/offers.ts';
import type { CandidatePanel as PanelData } from '#web/features/pipeline/api/pipeline-types.ts';
import { candidateName } from '#web/features/pipeline/candidate-name.ts';
import { HttpError } from '#web/lib/http.ts';
import { useDecisionFlow } from '../decisions/use-decision-flow.tsx';
import { NotesSection } from './notes-section.tsx';
import { OfferSection } from './offer-section.tsx';
import { PanelHeader } from './panel-header.tsx';
import { ProfileSummary } from './profile-summary.tsx';
import { RecordingsSection } from './recordings-section.tsx';
import { ResumeViewer } from './resume-viewer.tsx';
import { ScoresSection } from './scores-section.tsx';
import { ScreeningAnswers } from './screening-answers.tsx';
import { TimelineList } from './timeline-list.tsx';

interface CandidatePanelProps {
  applicationId: number | null;
  onClose: () => void;
  /** On /company-candidates the panel links to the opportunity's board. */
  showBoardLink?: boolean;
}

function PanelBody({ panel, showBoardLink }: { panel: PanelData; showBoardLink: boolean }) {
  const flow = useDecisionFlow(panel.steps);
  const name = candidateName(panel.candidate);
  return (
    <div className="space-y-8">
      <PanelHeader panel={panel} flow={flow} showBoardLink={showBoardLink} />
      <ScoresSection applicationId={panel.id} />
      <RecordingsSection applicationId={panel.id} />
      <ProfileSummary profile={panel.profile} />
      <ResumeViewer resume={panel.profile.resume} candidateName={name} />
      <ScreeningAnswers answers={panel.answers} />
      <OfferSection applicationId={panel.id} canManage={panel.abilities.move} />
      <TimelineList events={panel.timeline} candidateName={name} />
      <NotesSection applicationId={panel.id} notes={panel.notes} canWrite={panel.abilities.note} />
      {flow.dialog}
    </div>
  );
}

export function CandidatePanel({ applicationId, onClose, showBoardLink = false }: CandidatePanelProps) {
  const panel = useCandidatePanel(applicationId);
  useLiveOfferUpdates();
  const notFound = panel.error instanceof HttpError && panel.error.status === 404;
  const title = panel.data ? candidateName(panel.data.candidate) : 'Candidate';
  return (
    <RadixDialog.Root
      open={applicationId !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-slate-900/40" />
        <RadixDialog.Content
          aria-describedby={undefined}
          className="fixed inset-0 z-40 flex flex-col bg-white shadow-2xl shadow-slate-900/30 focus:outline-none sm:left-auto sm:w-full sm:max-w-2xl"
        >
          <div className="flex items-center justify-between gap-4 border-b border-slate-200 px-4 py-3 sm:px-6">
            <RadixDialog.Title className="truncate text-lg font-semibold tracking-tight text-slate-900">
              {title}
            </RadixDialog.Title>
            <RadixDialog.Close
              className="-m-1.5 rounded-lg p-1.5 text-slate-500 hover:bg-slate-100 hover:text-slate-800"
              aria-label="Close"
            >
              <X className="size-5" aria-hidden="true" />
            </RadixDialog.Close>
          </div>
          <div className="flex-1 overflow-y-auto px-4 py-5 sm:px-6">
            {panel.isPending ? (
              <div className="flex justify-center py-16">
                <Spinner className="size-6 text-brand-600" label="Loading the candidate" />
              </div>
            ) : panel.isError ? (
              notFound ? (
                <ErrorState
                  title="Candidate not found"
                  description="This application does not exist or belongs to another company."
                />
              ) : (
                <ErrorState onRetry={() => void panel.refetch()} retrying={panel.isFetching} />
              )
            ) : (
              <PanelBody panel={panel.data} showBoardLink={showBoardLink} />
            )}
          </div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
