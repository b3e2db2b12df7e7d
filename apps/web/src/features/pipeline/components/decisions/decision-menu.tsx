// The less frequent decisions of a card or a row, in a menu: move on and notify at once, move
// back, no decision, disqualify (or put a disqualified candidate back into the pipeline).
import type { Decision } from '@hireloop/shared/applications';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { clsx } from 'clsx';
import {
  ArrowLeft,
  BellRing,
  CircleSlash,
  Ellipsis,
  type LucideIcon,
  NotebookPen,
  Undo2,
} from 'lucide-react';
import type { CandidateStatus } from '#web/features/pipeline/api/pipeline-types.ts';

interface DecisionMenuProps {
  name: string;
  status: CandidateStatus;
  nextStepName: string | null;
  previousStepName: string | null;
  disabled?: boolean;
  onDecision: (decision: Decision) => void;
  triggerClassName?: string;
}

interface MenuEntry {
  decision: Decision;
  label: string;
  icon: LucideIcon;
  danger?: boolean;
}

export function decisionMenuEntries(
  status: CandidateStatus,
  nextStepName: string | null,
  previousStepName: string | null,
): MenuEntry[] {
  if (status === 'withdrawn') return [];
  if (status === 'disqualified') {
    return [
      { decision: 'previous-step', label: 'Move back into the pipeline', icon: Undo2 },
      { decision: 'no-decision', label: 'No decision…', icon: NotebookPen },
    ];
  }
  return [
    ...(nextStepName
      ? [
          {
            decision: 'next-step-immediately' as const,
            label: `Move to ${nextStepName} and notify now`,
            icon: BellRing,
          },
        ]
      : []),
    ...(previousStepName
      ? [{ decision: 'previous-step' as const, label: `Move back to ${previousStepName}`, icon: ArrowLeft }]
      : []),
    { decision: 'no-decision', label: 'No decision…', icon: NotebookPen },
    { decision: 'disqualify', label: 'Disqualify…', icon: CircleSlash, danger: true },
  ];
}

export function DecisionMenu({
  name,
  status,
  nextStepName,
  previousStepName,
  disabled,
  onDecision,
  triggerClassName,
}: DecisionMenuProps) {
  const entries = decisionMenuEntries(status, nextStepName, previousStepName);
  if (entries.length === 0) return null;
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        disabled={disabled}
        aria-label={`More actions for ${name}`}
        className={clsx(
          'inline-flex size-8 shrink-0 items-center justify-center rounded-lg text-slate-600 ring-1 ring-slate-300 ring-inset hover:bg-slate-50 hover:text-slate-900 disabled:opacity-60 data-[state=open]:bg-slate-100',
          triggerClassName,
        )}
      >
        <Ellipsis className="size-4" aria-hidden="true" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-50 min-w-60 rounded-xl border border-slate-200 bg-white p-1.5 shadow-lg shadow-slate-900/10"
        >
          {entries.map(({ decision, label, icon: Icon, danger }) => (
            <DropdownMenu.Item
              key={decision}
              onSelect={() => onDecision(decision)}
              className={clsx(
                'flex cursor-pointer items-center gap-2.5 rounded-lg px-2.5 py-2 text-sm outline-none',
                danger
                  ? 'text-red-700 data-highlighted:bg-red-50'
                  : 'text-slate-700 data-highlighted:bg-slate-100 data-highlighted:text-slate-900',
              )}
            >
              <Icon
                className={clsx('size-4', danger ? 'text-red-600' : 'text-slate-500')}
                aria-hidden="true"
              />
              {label}
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
