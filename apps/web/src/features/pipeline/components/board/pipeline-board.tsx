// The board itself: a column per step (side by side from 1280 px, scrolling sideways below), the
// disqualified and withdrawn collapsed underneath, and "Load more" for very large pipelines.
// Cards move between columns by drag and drop too (one, or the selected ones together).
import { useState } from 'react';
import { Button } from '#web/components/button.tsx';
import { useMoveCandidates } from '#web/features/pipeline/api/move-candidates.ts';
import type {
  CompanyCandidate,
  OpportunityDetail,
  PipelineAbilities,
} from '#web/features/pipeline/api/pipeline-types.ts';
import { buildBoard, neighbourSteps } from '#web/features/pipeline/board-columns.ts';
import { isDraggable, planDrop } from '#web/features/pipeline/board-drop.ts';
import type { useDecisionFlow } from '../decisions/use-decision-flow.tsx';
import { BoardColumn } from './board-column.tsx';
import { BoardDragAndDrop, ColumnsRow } from './board-drag-and-drop.tsx';
import { ClosedCandidates } from './closed-candidates.tsx';
import { SelectionBar } from './selection-bar.tsx';

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
  const move = useMoveCandidates();
  const [selectedIds, setSelectedIds] = useState<ReadonlySet<number>>(new Set());

  // The column each card is shown on (a card whose step was removed shows on the first).
  const shownOn = new Map(
    board.columns.flatMap(({ step, candidates: inStep }) => inStep.map((card) => [card.id, step.id])),
  );
  const onColumns = board.columns.flatMap((column) => column.candidates);
  // Cards still selected and still on the columns (a move or a refetch may have taken some away).
  const selected = onColumns.filter((card) => selectedIds.has(card.id) && isDraggable(card));
  const isMoving = (applicationId: number) =>
    move.isPending && (move.variables?.candidates.some((card) => card.id === applicationId) ?? false);
  const isDeciding = (applicationId: number) => flow.isDeciding(applicationId) || isMoving(applicationId);

  const drop = (dragged: CompanyCandidate[], toStepId: number) => {
    const plan = planDrop(steps, dragged, toStepId, (card) => shownOn.get(card.id) ?? null);
    if (plan.kind === 'decision') flow.request(plan.candidate, plan.decision);
    else if (plan.kind === 'move') {
      const [only] = plan.candidates;
      const step = steps.find((candidate) => candidate.id === toStepId);
      move.mutate(
        { candidates: plan.candidates, steps, toStepId },
        {
          // One candidate dropped on a step named like an interview: offer to schedule it.
          onSuccess: () => {
            if (only && plan.candidates.length === 1 && step) {
              flow.offerScheduling(only, { status: 'active', step: { id: step.id, name: step.name } });
            }
          },
        },
      );
    }
    if (dragged.length > 1) setSelectedIds(new Set());
  };
  const setSelected = (applicationId: number, checked: boolean) =>
    setSelectedIds((previous) => {
      const next = new Set(previous);
      if (checked) next.add(applicationId);
      else next.delete(applicationId);
      return next;
    });

  return (
    <div className="space-y-4">
      {abilities.move ? (
        <SelectionBar count={selected.length} onClear={() => setSelectedIds(new Set())} />
      ) : null}
      <BoardDragAndDrop
        steps={steps}
        findCandidate={(applicationId) => onColumns.find((card) => card.id === applicationId)}
        draggedWith={(card) => (selected.some((other) => other.id === card.id) ? selected : [card])}
        onDrop={drop}
      >
        <ColumnsRow>
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
                isDeciding={isDeciding}
                onOpen={onOpen}
                onDecision={flow.request}
                isSelected={(applicationId) => selectedIds.has(applicationId)}
                onSelectedChange={setSelected}
              />
            );
          })}
        </ColumnsRow>
      </BoardDragAndDrop>
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
