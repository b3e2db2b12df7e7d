// One opportunity of the list: title (opens its pipeline board), status, where, openings, when it
// went live, and how many candidates sit in each step.
import { EMPLOYMENT_TYPE_LABELS, type OpportunityStatus } from '@hireloop/shared/opportunities/enums';
import { formatDate } from '@hireloop/shared/time';
import { CalendarDays, MapPin, Users } from 'lucide-react';
import { Link } from 'react-router';
import type { OpportunitySummary } from '../api/opportunities.ts';
import { OpportunityActionsMenu } from './opportunity-actions-menu.tsx';
import { OpportunityStatusBadge } from './opportunity-status-badge.tsx';
import { StepCounts } from './step-counts.tsx';

function whereText(opportunity: OpportunitySummary): string {
  const parts = [opportunity.location.trim(), opportunity.remote ? 'Remote' : ''].filter(Boolean);
  return parts.length > 0 ? parts.join(' · ') : 'No location yet';
}

function dateText(opportunity: OpportunitySummary): string {
  if (opportunity.status === 'closed' && opportunity.closedAt)
    return `Closed ${formatDate(opportunity.closedAt)}`;
  if (opportunity.publishedAt) return `Published ${formatDate(opportunity.publishedAt)}`;
  return `Created ${formatDate(opportunity.createdAt)}`;
}

const countText = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;

interface OpportunityCardProps {
  opportunity: OpportunitySummary;
  /** The server lets the viewer manage opportunities (Recruiter and above). */
  canManage: boolean;
  onChangeStatus: (status: OpportunityStatus) => void;
  onDelete: () => void;
}

export function OpportunityCard({ opportunity, canManage, onChangeStatus, onDelete }: OpportunityCardProps) {
  return (
    <li className="relative rounded-xl border border-slate-200 bg-white p-4 shadow-card transition-shadow focus-within:ring-2 focus-within:ring-brand-600 hover:border-slate-300 hover:shadow-md sm:p-5">
      <div className="flex items-start gap-3">
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <h2 className="min-w-0 text-base font-semibold break-words text-slate-900">
              {/* The whole card opens the board; the stretched link keeps one tab stop and one name. */}
              <Link
                to={`/company-opportunities/${opportunity.id}`}
                className="outline-none after:absolute after:inset-0 after:rounded-xl after:content-['']"
              >
                {opportunity.title}
              </Link>
            </h2>
            <OpportunityStatusBadge status={opportunity.status} />
          </div>
          <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600">
            <li className="inline-flex items-center gap-1.5">
              <MapPin className="size-4 text-slate-400" aria-hidden="true" />
              {whereText(opportunity)}
            </li>
            <li>{EMPLOYMENT_TYPE_LABELS[opportunity.employmentType]}</li>
            <li>{countText(opportunity.openings, 'opening')}</li>
            <li className="inline-flex items-center gap-1.5">
              <CalendarDays className="size-4 text-slate-400" aria-hidden="true" />
              {dateText(opportunity)}
            </li>
          </ul>
        </div>
        <div className="flex shrink-0 items-center gap-2">
          <p className="hidden items-center gap-1.5 text-sm font-semibold text-slate-900 sm:inline-flex">
            <Users className="size-4 text-slate-400" aria-hidden="true" />
            {countText(opportunity.applicantCount, 'applicant')}
          </p>
          {canManage ? (
            <OpportunityActionsMenu
              opportunity={opportunity}
              onChangeStatus={onChangeStatus}
              onDelete={onDelete}
            />
          ) : null}
        </div>
      </div>
      <div className="mt-4">
        <p className="mb-2 text-sm font-semibold text-slate-900 sm:hidden">
          {countText(opportunity.applicantCount, 'applicant')}
        </p>
        <StepCounts steps={opportunity.pipelineSteps} />
      </div>
    </li>
  );
}
