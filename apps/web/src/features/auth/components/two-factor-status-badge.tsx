import { clsx } from 'clsx';

export function TwoFactorStatusBadge({ enabled }: { enabled: boolean }) {
  return (
    <span
      className={clsx(
        'rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset',
        enabled
          ? 'bg-emerald-50 text-emerald-800 ring-emerald-200'
          : 'bg-slate-100 text-slate-700 ring-slate-200',
      )}
    >
      {enabled ? 'On' : 'Off'}
    </span>
  );
}
