import { Spinner } from '#web/components/spinner.tsx';

/** A centred spinner that appears only if loading takes a moment. */
export function LoadingPanel({ label }: { label: string }) {
  return (
    <div className="flex animate-fade-in-late justify-center py-16 text-brand-600">
      <Spinner label={label} className="size-6" />
    </div>
  );
}
