// "Scores needed": an interview of the application has ended and an interviewer has yet to submit
// a scorecard (issue 19). Shown on board cards and list rows so the team chases the missing scores.
import { clsx } from 'clsx';
import { ClipboardPen } from 'lucide-react';

export function ScoresNeededBadge({ className }: { className?: string }) {
  return (
    <span
      className={clsx(
        'inline-flex items-center gap-1 rounded-full bg-amber-50 px-2 py-0.5 text-xs font-medium text-amber-900 ring-1 ring-amber-200 ring-inset',
        className,
      )}
    >
      <ClipboardPen className="size-3" aria-hidden="true" />
      Scores needed
    </span>
  );
}
