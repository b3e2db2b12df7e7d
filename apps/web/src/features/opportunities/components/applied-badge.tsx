import { Check } from 'lucide-react';

/** Shown on opportunities the candidate already has an application for. */
export function AppliedBadge() {
  return (
    <span className="inline-flex shrink-0 items-center gap-1 rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-800 ring-1 ring-emerald-200 ring-inset">
      <Check className="size-3.5" aria-hidden="true" />
      Applied
    </span>
  );
}
