// The SPEC.md §3 status label of an interview as a coloured badge.
import type { InterviewStatus } from '@hireloop/shared/interviews';
import { interviewStatusLabel } from '@hireloop/shared/interviews';
import { clsx } from 'clsx';

const STYLES: Record<InterviewStatus, string> = {
  not_scheduled: 'bg-amber-50 text-amber-900 ring-amber-200',
  scheduled: 'bg-brand-50 text-brand-900 ring-brand-200',
  completed: 'bg-emerald-50 text-emerald-900 ring-emerald-200',
  cancelled: 'bg-slate-100 text-slate-700 ring-slate-200',
  disqualified: 'bg-red-50 text-red-900 ring-red-200',
  no_show: 'bg-orange-50 text-orange-900 ring-orange-200',
};

export function InterviewStatusBadge({ status }: { status: InterviewStatus }) {
  return (
    <span
      className={clsx(
        'inline-flex shrink-0 items-center rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset',
        STYLES[status],
      )}
    >
      {interviewStatusLabel(status)}
    </span>
  );
}
