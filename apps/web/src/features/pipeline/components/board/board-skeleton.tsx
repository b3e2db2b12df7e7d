// Placeholder columns while the board loads, shaped like the real thing.
export function BoardSkeleton() {
  return (
    <div aria-hidden="true" className="flex animate-fade-in-late gap-4 overflow-hidden">
      {[0, 1, 2, 3, 4].map((column) => (
        <div key={column} className="w-72 shrink-0 space-y-2 rounded-xl bg-slate-100 p-3 xl:w-auto xl:flex-1">
          <div className="h-5 w-24 rounded bg-slate-200" />
          {[0, 1].map((card) => (
            <div key={card} className="h-20 rounded-lg bg-white" />
          ))}
        </div>
      ))}
    </div>
  );
}
