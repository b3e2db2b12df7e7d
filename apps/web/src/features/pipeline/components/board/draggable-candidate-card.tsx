// A card on a column that drag and drop can carry: picked up anywhere by mouse or touch, from its
// handle by keyboard, and selectable (with its checkbox) to move several people at once.
import { useDraggable } from '@dnd-kit/core';
import type { Decision } from '@hireloop/shared/applications';
import { GripVertical } from 'lucide-react';
import { type KeyboardEventHandler, useCallback } from 'react';
import type { CompanyCandidate, PipelineAbilities } from '#web/features/pipeline/api/pipeline-types.ts';
import { isDraggable } from '#web/features/pipeline/board-drop.ts';
import { candidateName } from '#web/features/pipeline/candidate-name.ts';
import { useTakesFocusAfterDrop } from './board-drag-and-drop.tsx';
import { CandidateCard } from './candidate-card.tsx';

interface DraggableCandidateCardProps {
  candidate: CompanyCandidate;
  abilities: PipelineAbilities;
  nextStepName: string | null;
  previousStepName: string | null;
  deciding: boolean;
  selected: boolean;
  onSelectedChange: (applicationId: number, selected: boolean) => void;
  onOpen: (applicationId: number) => void;
  onDecision: (candidate: CompanyCandidate, decision: Decision) => void;
}

export function DraggableCandidateCard({ selected, onSelectedChange, ...card }: DraggableCandidateCardProps) {
  const { candidate, abilities, deciding } = card;
  const enabled = abilities.move && isDraggable(candidate);
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, isDragging } = useDraggable({
    id: candidate.id,
    disabled: !enabled || deciding,
  });
  const takesFocus = useTakesFocusAfterDrop(candidate.id);
  // The handle of a card just dropped by keyboard, now in its new column, gets the focus back.
  const handleRef = useCallback(
    (element: HTMLButtonElement | null) => {
      setActivatorNodeRef(element);
      if (element && takesFocus()) element.focus();
    },
    [setActivatorNodeRef, takesFocus],
  );
  if (!enabled) return <CandidateCard {...card} />;

  const name = candidateName(candidate.candidate);
  const { onKeyDown, ...pointerHandlers } = listeners ?? {};
  return (
    <CandidateCard
      {...card}
      drag={{
        ref: setNodeRef,
        pointerHandlers,
        dragging: isDragging,
        selectBox: (
          <input
            type="checkbox"
            checked={selected}
            onChange={(event) => onSelectedChange(candidate.id, event.target.checked)}
            aria-label={`Select ${name}`}
            className="size-4 shrink-0 cursor-pointer rounded border-slate-300 accent-brand-600"
          />
        ),
        handle: (
          <button
            type="button"
            ref={handleRef}
            {...attributes}
            onKeyDown={onKeyDown as KeyboardEventHandler<HTMLButtonElement> | undefined}
            aria-label={`Drag ${name} to another step`}
            title="Drag to another step"
            className="-mt-1 -mr-1.5 shrink-0 cursor-grab rounded-md p-1 text-slate-400 hover:bg-slate-100 hover:text-slate-700 active:cursor-grabbing"
          >
            <GripVertical className="size-4" aria-hidden="true" />
          </button>
        ),
      }}
    />
  );
}
