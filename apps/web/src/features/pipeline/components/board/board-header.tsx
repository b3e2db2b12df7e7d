// The opportunity above its board: title, status, where, how many applied, and the way to edit it.
import { EMPLOYMENT_TYPE_LABELS, type OpportunityStatus } from '@hireloop/shared/opportunities/enums';
import { clsx } from 'clsx';
import { MapPin, Pencil, Users } from 'lucide-react';
import { ButtonLink } from '#web/components/button-link.tsx';
import type { OpportunityDetail } from '#web/features/pipeline/api/pipeline-types.ts';

const STATUS_STYLES: Record<OpportunityStatus, { label: string; className: string }> = {
  draft: { label: 'Draft', className: 'bg-slate-100 text-slate-700 ring-slate-300' },
  published: { label: 'Published', className: 'bg-emerald-50 text-emerald-800 ring-emerald-200' },
  paused: { label: 'Paused', className: 'bg-amber-50 text-amber-800 ring-amber-200' },
  closed: { label: 'Closed', className: 'bg-slate-100 text-slate-700 ring-slate-300' },
};

function locationText(opportunity: OpportunityDetail): string {
  if (opportunity.remote) return opportunity.location ? `${opportunity.location} · Remote` : 'Remote';
  return opportunity.location || 'No location';
}

export function BoardHeader({ opportunity }: { opportunity: OpportunityDetail }) {
  const status = STATUS_STYLES[opportunity.status];
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-3">
          <h2 className="text-2xl font-bold tracking-tight text-slate-900">{opportunity.title}</h2>
          <span
            className={clsx(
              'inline-flex rounded-full px-2.5 py-0.5 text-xs font-medium ring-1 ring-inset',
              status.className,
            )}
          >
            {status.label}
          </span>
        </div>
        <p className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-600">
          <span className="inline-flex items-center gap-1.5">
            <MapPin className="size-4" aria-hidden="true" />
            {locationText(opportunity)}
          </span>
          <span>{EMPLOYMENT_TYPE_LABELS[opportunity.employmentType]}</span>
          <span className="inline-flex items-center gap-1.5">
            <Users className="size-4" aria-hidden="true" />
            {opportunity.applicantCount} applicant{opportunity.applicantCount === 1 ? '' : 's'}
          </span>
        </p>
      </div>
      <div className="flex shrink-0 gap-2">
        <ButtonLink to={`/company-candidates?opportunity=${opportunity.id}`} variant="secondary" size="sm">
          Candidate list
        </ButtonLink>
        {opportunity.abilities.update ? (
          <ButtonLink to={`/company-opportunities/${opportunity.id}/edit`} variant="secondary" size="sm">
            <Pencil className="size-4" aria-hidden="true" />
            Edit<span className="sr-only"> {opportunity.title}</span>
          </ButtonLink>
        ) : null}
      </div>
    </div>
  );
}
