// Placeholder rows while the first page of templates loads.
export function TemplatesSkeleton() {
  return (
    <div
      aria-busy="true"
      className="animate-fade-in-late rounded-xl border border-slate-200 bg-white shadow-card"
    >
      <p className="sr-only" role="status">
        Loading templates
      </p>
      {[0, 1, 2].map((row) => (
        <div
          key={row}
          aria-hidden="true"
          className="flex items-center gap-3 border-b border-slate-100 px-6 py-5 last:border-0"
        >
          <div className="size-10 animate-pulse rounded-lg bg-slate-100" />
          <div className="flex-1 space-y-2">
            <div className="h-4 w-40 animate-pulse rounded bg-slate-200" />
            <div className="h-3 w-56 max-w-full animate-pulse rounded bg-slate-100" />
          </div>
        </div>
      ))}
    </div>
  );
}
