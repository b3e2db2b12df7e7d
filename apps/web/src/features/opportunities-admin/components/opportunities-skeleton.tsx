// Placeholder cards while the first page loads (shown only after a short wait, so fast loads
// never flash).
export function OpportunitiesSkeleton() {
  return (
    <div aria-busy="true" className="animate-fade-in-late space-y-3">
      <p className="sr-only" role="status">
        Loading opportunities
      </p>
      {[0, 1, 2].map((row) => (
        <div
          key={row}
          aria-hidden="true"
          className="rounded-xl border border-slate-200 bg-white p-5 shadow-card"
        >
          <div className="flex items-center gap-3">
            <div className="h-4 w-48 animate-pulse rounded bg-slate-200" />
            <div className="h-4 w-16 animate-pulse rounded-full bg-slate-100" />
          </div>
          <div className="mt-3 h-3 w-72 max-w-full animate-pulse rounded bg-slate-100" />
          <div className="mt-5 h-1.5 animate-pulse rounded-full bg-slate-100" />
          <div className="mt-3 h-3 w-64 max-w-full animate-pulse rounded bg-slate-100" />
        </div>
      ))}
    </div>
  );
}
