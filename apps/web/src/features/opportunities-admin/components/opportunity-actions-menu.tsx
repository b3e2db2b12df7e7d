// The actions on one opportunity of the list: edit, the status changes its status allows
// (publish, pause, resume, close, reopen) and delete. Only for those the server lets manage.
import { type OpportunityStatus, STATUS_TRANSITIONS } from '@hireloop/shared/opportunities/enums';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import {
  CirclePause,
  CirclePlay,
  CircleX,
  Ellipsis,
  PencilLine,
  RotateCcw,
  Send,
  Trash2,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { DropdownLinkItem, DropdownPanel, DropdownSeparator } from '#web/components/dropdown-parts.tsx';
import type { OpportunitySummary } from '../api/opportunities.ts';

/** The words and icon of moving from one status to another (STATUS_TRANSITIONS says which exist). */
function statusAction(from: OpportunityStatus, to: OpportunityStatus): { label: string; icon: typeof Send } {
  if (to === 'paused') return { label: 'Pause', icon: CirclePause };
  if (to === 'closed') return { label: 'Close', icon: CircleX };
  if (from === 'paused') return { label: 'Resume', icon: CirclePlay };
  if (from === 'closed') return { label: 'Reopen', icon: RotateCcw };
  return { label: 'Publish', icon: Send };
}

function MenuButton({
  onSelect,
  icon: Icon,
  danger = false,
  children,
}: {
  onSelect: () => void;
  icon: typeof Send;
  danger?: boolean;
  children: ReactNode;
}) {
  return (
    <DropdownMenu.Item
      onSelect={onSelect}
      className={
        danger
          ? 'flex cursor-pointer items-center gap-2.5 rounded-lg px-2.5 py-2 text-sm text-red-700 outline-none data-highlighted:bg-red-50'
          : 'flex cursor-pointer items-center gap-2.5 rounded-lg px-2.5 py-2 text-sm text-slate-700 outline-none data-highlighted:bg-slate-100 data-highlighted:text-slate-900'
      }
    >
      <Icon className={danger ? 'size-4' : 'size-4 text-slate-500'} aria-hidden="true" />
      {children}
    </DropdownMenu.Item>
  );
}

interface OpportunityActionsMenuProps {
  opportunity: OpportunitySummary;
  onChangeStatus: (status: OpportunityStatus) => void;
  onDelete: () => void;
}

export function OpportunityActionsMenu({
  opportunity,
  onChangeStatus,
  onDelete,
}: OpportunityActionsMenuProps) {
  const next = STATUS_TRANSITIONS[opportunity.status];
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        aria-label={`Actions for ${opportunity.title}`}
        className="relative z-10 inline-flex size-9 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 hover:text-slate-900 data-[state=open]:bg-slate-100"
      >
        <Ellipsis className="size-5" aria-hidden="true" />
      </DropdownMenu.Trigger>
      <DropdownPanel className="min-w-48">
        <DropdownLinkItem to={`/company-opportunities/${opportunity.id}/edit`} icon={PencilLine}>
          Edit
        </DropdownLinkItem>
        {next.map((status) => {
          const action = statusAction(opportunity.status, status);
          return (
            <MenuButton key={status} icon={action.icon} onSelect={() => onChangeStatus(status)}>
              {action.label}
            </MenuButton>
          );
        })}
        <DropdownSeparator />
        <MenuButton icon={Trash2} danger onSelect={onDelete}>
          Delete
        </MenuButton>
      </DropdownPanel>
    </DropdownMenu.Root>
  );
}
