// The application's status as the team sees it. "In progress" is the normal case, so boards show
// badges only for the others.
import { clsx } from 'clsx';
import type { CandidateStatus } from '../api/pipeline-types.ts';

const STYLES: Record<CandidateStatus, { label: string; className: string }> = {
  active: { label: 'In progress', className: 'bg-brand-50 text-brand-800 ring-brand-200' },
  hired: { label: 'Hired', className: 'bg-emerald-50 text-emerald-800 ring-emerald-200' },
  disqualified: { label: 'Disqualified', className: 'bg-red-50 text-red-800 ring-red-200' },
  withdrawn: { label: 'Withdrawn', className: 'bg-slate-100 text-slate-700 ring-slate-300' },
};

export function statusLabel(status: CandidateStatus): string {
  return STYLES[status].label;
}

export function StatusBadge({ status, className }: { status: CandidateStatus; className?: string }) {
  const style = STYLES[status];
  return (
    <span
      className={clsx(
        'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset',
        'print:bg-white print:text-black print:ring-black',
        style.className,
        className,
      )}
    >
      {style.label}
    </span>
  );
}
