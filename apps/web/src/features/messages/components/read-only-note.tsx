// In place of the composer for company staff who may read but not write (Team Members).
import { Eye } from 'lucide-react';

export function ReadOnlyNote() {
  return (
    <div className="flex items-start gap-3 border-t border-slate-200 bg-slate-50 px-4 py-4 text-sm text-slate-700">
      <Eye className="mt-0.5 size-5 shrink-0 text-slate-500" aria-hidden="true" />
      <p>
        <span className="font-semibold text-slate-900">You can read this conversation but not reply.</span> As
        a Team Member you have view-only access; a Recruiter, Manager or Company Admin of your company can
        write to the candidate.
      </p>
    </div>
  );
}
