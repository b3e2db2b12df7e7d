export function DaySeparator({ label }: { label: string }) {
  return (
    <li className="flex items-center gap-3 py-3">
      <span className="h-px flex-1 bg-slate-200" aria-hidden="true" />
      <span className="text-xs font-medium text-slate-600">{label}</span>
      <span className="h-px flex-1 bg-slate-200" aria-hidden="true" />
    </li>
  );
}
