// A running import's progress bar, announced to screen readers as it moves.
export function ImportProgress({
  progress,
  processed,
  total,
  label = 'Import progress',
  unit = 'rows',
}: {
  progress: number;
  processed: number;
  total: number;
  label?: string;
  unit?: string;
}) {
  return (
    <div className="space-y-2">
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress}
        className="h-3 w-full overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className="h-full rounded-full bg-brand-600 transition-[width] duration-500"
          style={{ width: `${progress}%` }}
        />
      </div>
      <p className="text-sm text-slate-700" aria-live="polite">
        {progress}% · {processed.toLocaleString('en-US')} of {total.toLocaleString('en-US')} {unit}
      </p>
    </div>
  );
}
