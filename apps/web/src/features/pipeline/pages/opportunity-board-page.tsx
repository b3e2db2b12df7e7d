// `/company-opportunities/{id}`: the opportunity's pipeline board. Every member sees it; Recruiter
// and above move candidates (the server's `abilities` say which). `?application=<id>` opens a
// candidate's panel.
import { BriefcaseBusiness } from 'lucide-react';
import { useParams } from 'react-router';
import { ButtonLink } from '#web/components/button-link.tsx';
import { Card } from '#web/components/card.tsx';
import { EmptyState } from '#web/components/empty-state.tsx';
import { ErrorState } from '#web/components/error-state.tsx';
import { HttpError } from '#web/lib/http.ts';
import { useBoardCandidates, useOpportunity } from '../api/opportunity-board.ts';
import { BoardHeader } from '../components/board/board-header.tsx';
import { BoardSkeleton } from '../components/board/board-skeleton.tsx';
import { PipelineBoard } from '../components/board/pipeline-board.tsx';
import { useDecisionFlow } from '../components/decisions/use-decision-flow.tsx';
import { CandidatePanel } from '../components/panel/candidate-panel.tsx';
import { usePanelParam } from '../use-panel-param.ts';

const NO_ABILITIES = { move: false, disqualify: false, note: false, message: false };

function OpportunityNotFound() {
  return (
    <Card>
      <EmptyState
        icon={BriefcaseBusiness}
        title="Opportunity not found"
        description="It may have been deleted, or it belongs to another company."
        action={<ButtonLink to="/company-opportunities">All opportunities</ButtonLink>}
      />
    </Card>
  );
}

function Board({ opportunityId }: { opportunityId: number }) {
  const opportunity = useOpportunity(opportunityId);
  const candidates = useBoardCandidates(opportunityId);
  const [applicationId, setApplication] = usePanelParam();
  const flow = useDecisionFlow(opportunity.data?.pipelineSteps ?? []);

  if (opportunity.error instanceof HttpError && opportunity.error.status === 404)
    return <OpportunityNotFound />;
  const failed = opportunity.isError || candidates.isError;
  const pages = candidates.data?.pages ?? [];

  return (
    <div className="space-y-6">
      {opportunity.data ? <BoardHeader opportunity={opportunity.data} /> : <div className="h-16" />}
      {failed ? (
        <Card>
          <ErrorState
            onRetry={() => {
              void opportunity.refetch();
              void candidates.refetch();
            }}
            retrying={opportunity.isFetching || candidates.isFetching}
          />
        </Card>
      ) : !opportunity.data || !candidates.data ? (
        <BoardSkeleton />
      ) : (
        <PipelineBoard
          opportunity={opportunity.data}
          candidates={pages.flatMap((page) => page.data)}
          abilities={pages[0]?.abilities ?? NO_ABILITIES}
          flow={flow}
          hasMore={candidates.hasNextPage}
          loadingMore={candidates.isFetchingNextPage}
          onLoadMore={() => void candidates.fetchNextPage()}
          onOpen={setApplication}
        />
      )}
      <CandidatePanel applicationId={applicationId} onClose={() => setApplication(null)} />
      {flow.dialog}
    </div>
  );
}

export default function OpportunityBoardPage() {
  const { id } = useParams();
  const opportunityId = Number(id);
  if (!Number.isInteger(opportunityId) || opportunityId <= 0) return <OpportunityNotFound />;
  // Keyed so moving between boards starts from a clean state.
  return <Board key={opportunityId} opportunityId={opportunityId} />;
}
