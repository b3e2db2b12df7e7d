// One candidate in the list: a checkbox for bulk actions (Recruiter and above), who they are,
// the opportunity and step, status and dates. The name opens the candidate panel.
import { formatDate } from '@hireloop/shared/time';
import { Avatar } from '#web/components/avatar.tsx';
import type { CompanyCandidate } from '#web/features/pipeline/api/pipeline-types.ts';
import { candidateName } from '#web/features/pipeline/candidate-name.ts';
import { timeSince } from '#web/features/pipeline/time-since.ts';
import { ScoresNeededBadge } from '../scores-needed-badge.tsx';
import { StatusBadge } from '../status-badge.tsx';

interface CandidateRowProps {
  candidate: CompanyCandidate;
  selectable: boolean;
  selected: boolean;
  onSelectedChange: (selected: boolean) => void;
  onOpen: (applicationId: number) => void;
}

export function CandidateRow({
  candidate,
  selectable,
  selected,
  onSelectedChange,
  onOpen,
}: CandidateRowProps) {
  const name = candidateName(candidate.candidate);
  return (
    <li className="flex items-start gap-3 px-4 py-3.5 hover:bg-slate-50/70 sm:px-6">
      {selectable ? (
        <input
          type="checkbox"
          checked={selected}
          onChange={(event) => onSelectedChange(event.target.checked)}
          aria-label={`Select ${name} (${candidate.opportunity.title})`}
          className="mt-3 size-4 shrink-0 rounded border-slate-300 accent-brand-600"
        />
      ) : null}
      <Avatar name={name} src={candidate.candidate.avatar} size="md" />
      <div className="grid min-w-0 flex-1 gap-x-6 gap-y-1 lg:grid-cols-[minmax(0,2fr)_minmax(0,1.6fr)_8rem_9rem] lg:items-center">
        <div className="min-w-0">
          <button
            type="button"
            onClick={() => onOpen(candidate.id)}
            className="block max-w-full truncate text-left text-sm font-semibold text-slate-900 hover:text-brand-700 hover:underline"
          >
            {name}
          </button>
          <p className="truncate text-sm text-slate-600">
            {candidate.candidate.headline ?? candidate.candidate.email}
          </p>
        </div>
        <div className="min-w-0 text-sm">
          <p className="truncate text-slate-800">{candidate.opportunity.title}</p>
          <p className="truncate text-slate-600">{candidate.step?.name ?? 'No step'}</p>
        </div>
        <div className="flex flex-wrap gap-1.5">
          <StatusBadge status={candidate.status} />
          {candidate.scoresNeeded ? <ScoresNeededBadge /> : null}
        </div>
        <div className="text-xs text-slate-600 lg:text-right">
          {candidate.appliedAt ? (
            <p>
              Applied <time dateTime={candidate.appliedAt}>{formatDate(candidate.appliedAt)}</time>
            </p>
          ) : null}
          <p>
            Active <time dateTime={candidate.lastActivityAt}>{timeSince(candidate.lastActivityAt)}</time>
          </p>
        </div>
      </div>
    </li>
  );
}
