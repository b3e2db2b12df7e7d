// What can be done to the selected candidates at once: move to a step (when the list shows one
// opportunity, whose steps they share), disqualify, message.
import { CircleSlash, MessageSquare, MoveRight, X } from 'lucide-react';
import { useState } from 'react';
import { Button } from '#web/components/button.tsx';
import { SelectField } from '#web/components/select-field.tsx';
import type { PipelineAbilities } from '#web/features/pipeline/api/pipeline-types.ts';
import type { BoardStep } from '#web/features/pipeline/board-columns.ts';
import type { BulkDialogRequest } from './bulk-action-dialog.tsx';

interface BulkActionBarProps {
  count: number;
  abilities: PipelineAbilities;
  /** The filtered opportunity's steps; null when the list spans several opportunities. */
  steps: readonly BoardStep[] | null;
  disabled: boolean;
  onAction: (request: BulkDialogRequest) => void;
  onClear: () => void;
}

export function BulkActionBar({ count, abilities, steps, disabled, onAction, onClear }: BulkActionBarProps) {
  const [stepId, setStepId] = useState('');
  const step = steps?.find((candidate) => String(candidate.id) === stepId);
  return (
    <section
      aria-label="Bulk actions"
      className="flex flex-col gap-3 border-b border-brand-200 bg-brand-50 px-4 py-3 sm:px-6 lg:flex-row lg:items-end"
    >
      <p className="text-sm font-semibold text-brand-900 lg:mb-2.5">{count} selected</p>
      <div className="flex flex-1 flex-wrap items-end gap-2">
        {!abilities.move ? null : steps ? (
          <div className="flex items-end gap-2">
            <SelectField
              label="Move to step"
              value={stepId}
              onChange={(event) => setStepId(event.target.value)}
              className="w-44"
            >
              <option value="">Choose a step</option>
              {steps.map((option) => (
                <option key={option.id} value={option.id}>
                  {option.name}
                </option>
              ))}
            </SelectField>
            <Button
              variant="secondary"
              disabled={disabled || !step}
              onClick={() => step && onAction({ action: 'move', stepId: step.id, stepName: step.name })}
              className="h-11"
            >
              <MoveRight className="size-4" aria-hidden="true" />
              Move
            </Button>
          </div>
        ) : (
          <p className="text-sm text-brand-900 lg:mb-2.5">
            Filter by one opportunity to move candidates between its steps.
          </p>
        )}
        {abilities.disqualify ? (
          <Button
            variant="secondary"
            disabled={disabled}
            onClick={() => onAction({ action: 'disqualify' })}
            className="h-11"
          >
            <CircleSlash className="size-4" aria-hidden="true" />
            Disqualify
          </Button>
        ) : null}
        {abilities.message ? (
          <Button
            variant="secondary"
            disabled={disabled}
            onClick={() => onAction({ action: 'message' })}
            className="h-11"
          >
            <MessageSquare className="size-4" aria-hidden="true" />
            Message
          </Button>
        ) : null}
      </div>
      <Button variant="ghost" size="sm" onClick={onClear} className="self-start lg:mb-1.5 lg:self-end">
        <X className="size-4" aria-hidden="true" />
        Clear selection
      </Button>
    </section>
  );
}
