import type { OpportunityStatus } from '@hireloop/shared/opportunities';
import { clsx } from 'clsx';

export const STATUS_LABELS: Record<OpportunityStatus, string> = {
  draft: 'Draft',
  published: 'Published',
  paused: 'Paused',
  closed: 'Closed',
};

const STATUS_STYLES: Record<OpportunityStatus, string> = {
  draft: 'bg-slate-100 text-slate-700 ring-slate-300',
  published: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  paused: 'bg-amber-50 text-amber-800 ring-amber-200',
  closed: 'bg-red-50 text-red-800 ring-red-200',
};

export function OpportunityStatusBadge({ status }: { status: OpportunityStatus }) {
  return (
    <span
      className={clsx(
        'inline-flex shrink-0 items-center rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset',
        STATUS_STYLES[status],
      )}
    >
      {STATUS_LABELS[status]}
    </span>
  );
}
