// The status of an application in the candidate's words (APPLICATION_STATUS_LABELS).
import { APPLICATION_STATUS_LABELS, type ApplicationStatus } from '@hireloop/shared/application-statuses';
import { clsx } from 'clsx';

const TONES: Record<ApplicationStatus, string> = {
  draft: 'bg-amber-50 text-amber-800 ring-amber-200',
  active: 'bg-brand-50 text-brand-700 ring-brand-200',
  disqualified: 'bg-slate-100 text-slate-700 ring-slate-200',
  withdrawn: 'bg-slate-100 text-slate-700 ring-slate-200',
  hired: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
};

export function ApplicationStatusBadge({ status }: { status: ApplicationStatus }) {
  return (
    <span
      className={clsx(
        'inline-flex shrink-0 items-center rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset',
        TONES[status],
      )}
    >
      {APPLICATION_STATUS_LABELS[status]}
    </span>
  );
}
