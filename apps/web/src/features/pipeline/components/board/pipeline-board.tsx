// The board itself: a column per step (side by side from 1280 px, scrolling sideways below), the
// disqualified and withdrawn collapsed underneath, and "Load more" for very large pipelines.
import { Button } from '../../../../components/button.tsx';
import type { CompanyCandidate, OpportunityDetail, PipelineAbilities } from '../../api/pipeline-types.ts';
import { buildBoard, neighbourSteps } from '../../board-columns.ts';
import type { useDecisionFlow } from '../decisions/use-decision-flow.tsx';
import { BoardColumn } from './board-column.tsx';
import { ClosedCandidates } from './closed-candidates.tsx';

interface PipelineBoardProps {
  opportunity: OpportunityDetail;
  candidates: readonly CompanyCandidate[];
  abilities: PipelineAbilities;
  flow: ReturnType<typeof useDecisionFlow>;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
  onOpen: (applicationId: number) => void;
}

export function PipelineBoard({
  opportunity,
  candidates,
  abilities,
  flow,
  hasMore,
  loadingMore,
  onLoadMore,
  onOpen,
}: PipelineBoardProps) {
  const steps = opportunity.pipelineSteps;
  const board = buildBoard(steps, candidates);
  const counts = new Map(steps.map((step) => [step.id, step.candidateCount]));
  return (
    <div className="space-y-4">
      <section
        aria-label="Pipeline steps"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: keyboard users scroll the columns sideways on small screens
        tabIndex={0}
        className="relative -mx-4 flex snap-x snap-mandatory gap-3 overflow-x-auto px-4 pb-3 sm:-mx-6 sm:px-6 xl:mx-0 xl:snap-none xl:px-0"
      >
        {board.columns.map(({ step, candidates: inStep }) => {
          const { next, previous } = neighbourSteps(steps, step.id);
          return (
            <BoardColumn
              key={step.id}
              step={step}
              // The server's count covers pages not loaded yet.
              count={Math.max(counts.get(step.id) ?? 0, inStep.length)}
              candidates={inStep}
              nextStep={next}
              previousStep={previous}
              abilities={abilities}
              isDeciding={flow.isDeciding}
              onOpen={onOpen}
              onDecision={flow.request}
            />
          );
        })}
      </section>
      {hasMore ? (
        <div className="flex justify-center">
          <Button variant="secondary" loading={loadingMore} onClick={onLoadMore}>
            Load more candidates
          </Button>
        </div>
      ) : null}
      <ClosedCandidates
        title="Disqualified"
        candidates={board.disqualified}
        abilities={abilities}
        isDeciding={flow.isDeciding}
        onOpen={onOpen}
        onDecision={flow.request}
      />
      {board.withdrawn.length > 0 ? (
        <ClosedCandidates
          title="Withdrawn"
          candidates={board.withdrawn}
          abilities={abilities}
          isDeciding={flow.isDeciding}
          onOpen={onOpen}
          onDecision={flow.request}
        />
      ) : null}
    </div>
  );
}
