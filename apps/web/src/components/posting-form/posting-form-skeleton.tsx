// Placeholder sections while a posting (an opportunity or a template) loads into the form.
export function PostingFormSkeleton({ label }: { label: string }) {
  return (
    <div aria-busy="true" className="animate-fade-in-late space-y-6">
      <p className="sr-only" role="status">
        {label}
      </p>
      {[0, 1, 2].map((section) => (
        <div
          key={section}
          aria-hidden="true"
          className="rounded-xl border border-slate-200 bg-white p-6 shadow-card"
        >
          <div className="h-4 w-40 animate-pulse rounded bg-slate-200" />
          <div className="mt-6 h-10 animate-pulse rounded-lg bg-slate-100" />
          <div className="mt-4 h-24 animate-pulse rounded-lg bg-slate-100" />
        </div>
      ))}
    </div>
  );
}
