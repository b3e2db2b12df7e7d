import { Plus } from 'lucide-react';
import { Link } from 'react-router';

/** The launch pad's way to start a new company account. */
export function CreateCompanyCard() {
  return (
    <Link
      to="/create-company"
      className="flex w-full items-center gap-4 rounded-xl border border-dashed border-slate-300 bg-white/60 p-4 text-left transition hover:border-brand-400 hover:bg-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
    >
      <span className="flex size-12 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-600">
        <Plus className="size-6" aria-hidden="true" />
      </span>
      <span className="min-w-0 flex-1">
        <span className="block font-semibold text-slate-900">Create a company</span>
        <span className="mt-0.5 block text-sm text-slate-600">Hire as a team, with a free 14-day trial.</span>
      </span>
    </Link>
  );
}
