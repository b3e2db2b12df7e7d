// "Recommended for you": up to four opportunities matched to the profile (or the newest, with a
// nudge to add desired roles), each opening on /opportunities.
import { EMPLOYMENT_TYPE_LABELS } from '@hireloop/shared/opportunities/enums';
import { relativeTime } from '@hireloop/shared/time';
import { ArrowRight, BriefcaseBusiness, MapPin } from 'lucide-react';
import { Link } from 'react-router';
import { Avatar } from '#web/components/avatar.tsx';
import { Card } from '#web/components/card.tsx';
import { EmptyState } from '#web/components/empty-state.tsx';
import { ErrorState } from '#web/components/error-state.tsx';
import {
  DASHBOARD_RECOMMENDATIONS,
  type RecommendedOpportunity,
  useRecommendedOpportunities,
} from '../api/recommended-opportunities.ts';

function placeOf({ location, remote }: RecommendedOpportunity): string {
  if (location && remote) return `${location} · Remote`;
  return remote ? 'Remote' : location || 'Location not stated';
}

function RecommendedTile({ opportunity, now }: { opportunity: RecommendedOpportunity; now: Date }) {
  return (
    <li className="relative flex flex-col rounded-lg border border-slate-200 p-4 transition-colors hover:border-brand-300 hover:bg-brand-50/40">
      <div className="flex items-center gap-2.5">
        <Avatar name={opportunity.company.name} src={opportunity.company.avatar} shape="square" size="sm" />
        <p className="min-w-0 truncate text-sm text-slate-700">{opportunity.company.name}</p>
      </div>
      <h3 className="mt-3 text-sm font-semibold text-slate-900">
        <Link
          to={`/opportunities?opportunity=${opportunity.id}`}
          className="after:absolute after:inset-0 after:rounded-lg focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-brand-600"
        >
          {opportunity.title}
        </Link>
      </h3>
      <p className="mt-1 flex items-center gap-1 text-xs text-slate-600">
        <MapPin className="size-3.5 shrink-0 text-slate-400" aria-hidden="true" />
        <span className="truncate">{placeOf(opportunity)}</span>
      </p>
      <p className="mt-auto pt-3 text-xs text-slate-600">
        {EMPLOYMENT_TYPE_LABELS[opportunity.employmentType]} · {relativeTime(opportunity.publishedAt, now)}
      </p>
    </li>
  );
}

const SKELETON_KEYS = Array.from({ length: DASHBOARD_RECOMMENDATIONS }, (_, index) => `tile-${index}`);

function TileSkeleton() {
  return (
    <li className="animate-pulse rounded-lg border border-slate-200 p-4" aria-hidden="true">
      <div className="flex items-center gap-2.5">
        <div className="size-8 rounded-lg bg-slate-200" />
        <div className="h-3 w-24 rounded bg-slate-100" />
      </div>
      <div className="mt-4 h-4 w-3/4 rounded bg-slate-200" />
      <div className="mt-2 h-3 w-1/2 rounded bg-slate-100" />
      <div className="mt-5 h-3 w-2/3 rounded bg-slate-100" />
    </li>
  );
}

export function RecommendedOpportunitiesCard() {
  const query = useRecommendedOpportunities();
  const now = new Date();
  const newest = query.data?.basis === 'newest';
  return (
    <Card className="p-5 sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 className="text-base font-semibold text-slate-900">Recommended for you</h2>
          <p className="mt-1 text-sm text-slate-600">
            {newest ? (
              <>
                The newest opportunities.{' '}
                <Link to="/profile/edit" className="font-medium text-brand-700 underline underline-offset-2">
                  Add the roles you want
                </Link>{' '}
                for closer matches.
              </>
            ) : (
              'Matched to the roles and place in your profile.'
            )}
          </p>
        </div>
        <Link
          to="/opportunities"
          className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:text-brand-800"
        >
          Browse all
          <ArrowRight className="size-4" aria-hidden="true" />
        </Link>
      </div>
      {query.isPending ? (
        <ul className="mt-5 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {SKELETON_KEYS.map((key) => (
            <TileSkeleton key={key} />
          ))}
        </ul>
      ) : query.isError || !query.data ? (
        <ErrorState
          description="We could not load recommendations right now."
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : query.data.data.length === 0 ? (
        <EmptyState
          icon={BriefcaseBusiness}
          title="Nothing new to recommend"
          description="You have applied to everything open right now. New opportunities are posted every day."
        />
      ) : (
        <ul className="mt-5 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {query.data.data.map((opportunity) => (
            <RecommendedTile key={opportunity.id} opportunity={opportunity} now={now} />
          ))}
        </ul>
      )}
    </Card>
  );
}
