// One application: the opportunity and company, where it stands, when it was sent and last
// changed, and what the candidate can do (finish a draft, withdraw).
import { formatDate, relativeTime } from '@hireloop/shared/time';
import { MapPin } from 'lucide-react';
import { Link } from 'react-router';
import { Avatar } from '#web/components/avatar.tsx';
import { Button } from '#web/components/button.tsx';
import { ButtonLink } from '#web/components/button-link.tsx';
import type { Application } from '../api/my-applications.ts';
import { ApplicationStatusBadge } from './application-status-badge.tsx';

interface ApplicationRowProps {
  application: Application;
  now: Date;
  onWithdraw: (application: Application) => void;
}

function placeOf({ location, remote }: Application['opportunity']): string | null {
  if (location && remote) return `${location} · Remote`;
  return remote ? 'Remote' : location || null;
}

function datesText(application: Application, now: Date): string {
  const updated = `Updated ${relativeTime(application.updatedAt, now)}`;
  if (application.status === 'draft') return `Started ${formatDate(application.createdAt)} · ${updated}`;
  if (application.status === 'withdrawn' && application.withdrawnAt) {
    return `Applied ${formatDate(application.submittedAt)} · Withdrawn ${formatDate(application.withdrawnAt)}`;
  }
  return `Applied ${formatDate(application.submittedAt ?? application.createdAt)} · ${updated}`;
}

export function ApplicationRow({ application, now, onWithdraw }: ApplicationRowProps) {
  const { opportunity, company } = application;
  const place = placeOf(opportunity);
  const inPipeline = application.status === 'active' || application.status === 'hired';
  const draft = application.status === 'draft';
  return (
    <li className="flex flex-col gap-4 px-4 py-4 sm:px-6 md:flex-row md:items-center">
      <div className="flex min-w-0 flex-1 gap-3">
        <Avatar name={company.name} src={company.avatar} shape="square" size="md" />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <Link
              to={`/opportunities?opportunity=${opportunity.id}`}
              className="font-semibold text-slate-900 hover:text-brand-700 hover:underline"
            >
              {opportunity.title}
            </Link>
            <ApplicationStatusBadge status={application.status} />
          </div>
          <p className="mt-0.5 flex flex-wrap items-center gap-x-2 text-sm text-slate-700">
            <span>{company.name}</span>
            {place ? (
              <span className="inline-flex items-center gap-1 text-slate-600">
                <MapPin className="size-3.5 text-slate-400" aria-hidden="true" />
                {place}
              </span>
            ) : null}
          </p>
          {inPipeline ? (
            <p className="mt-2 text-sm">
              <span className="text-slate-600">Current step </span>
              <span className="ml-1 rounded-md bg-slate-100 px-1.5 py-0.5 font-medium text-slate-900">
                {application.stepName}
              </span>
            </p>
          ) : null}
          <p className="mt-1 text-xs text-slate-600">{datesText(application, now)}</p>
        </div>
      </div>
      {draft || application.abilities.withdraw ? (
        // Under the text on phones (past the logo), at the right from 768 px.
        <div className="flex shrink-0 gap-2 pl-[3.25rem] md:justify-end md:pl-0">
          {draft ? (
            <ButtonLink to={`/finish-application/${application.uuid}`} size="sm">
              Finish application
            </ButtonLink>
          ) : null}
          {application.abilities.withdraw ? (
            <Button
              variant="secondary"
              size="sm"
              onClick={() => onWithdraw(application)}
              aria-label={`Withdraw application for ${opportunity.title}`}
            >
              Withdraw
            </Button>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}
