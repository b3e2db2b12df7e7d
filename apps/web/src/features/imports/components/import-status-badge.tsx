// An import's status as a small badge.
import type { ImportStatus } from '@hireloop/shared/imports';
import { clsx } from 'clsx';

const LOOKS: Record<ImportStatus, { label: string; classes: string }> = {
  uploaded: { label: 'Ready to map', classes: 'bg-slate-100 text-slate-800 ring-slate-200' },
  queued: { label: 'Queued', classes: 'bg-amber-50 text-amber-900 ring-amber-200' },
  running: { label: 'Importing', classes: 'bg-brand-50 text-brand-900 ring-brand-200' },
  completed: { label: 'Completed', classes: 'bg-emerald-50 text-emerald-900 ring-emerald-200' },
  failed: { label: 'Failed', classes: 'bg-red-50 text-red-900 ring-red-200' },
};

export function ImportStatusBadge({ status }: { status: ImportStatus }) {
  const look = LOOKS[status];
  return (
    <span className={clsx('rounded-full px-2 py-0.5 text-xs font-medium ring-1', look.classes)}>
      {look.label}
    </span>
  );
}
