// One search result. The title is the link (stretched over the card), so the card reads well to
// screen readers and the whole card is a click target.
import { clsx } from 'clsx';
import { Link } from 'react-router';
import { Avatar } from '#web/components/avatar.tsx';
import type { OpportunityCard as Card } from '../api/opportunity-types.ts';
import { AppliedBadge } from './applied-badge.tsx';
import { OpportunityFacts } from './opportunity-facts.tsx';
import { SnippetText } from './snippet-text.tsx';

interface OpportunityCardProps {
  opportunity: Card;
  /** The URL search that opens this opportunity. */
  href: string;
  selected: boolean;
  now: Date;
}

export function OpportunityCard({ opportunity, href, selected, now }: OpportunityCardProps) {
  return (
    <article
      className={clsx(
        'relative rounded-xl border bg-white p-4 shadow-card transition-colors sm:p-5',
        selected ? 'border-brand-500 ring-1 ring-brand-500' : 'border-slate-200 hover:border-slate-300',
      )}
    >
      <div className="flex items-start gap-3">
        <Avatar name={opportunity.company.name} src={opportunity.company.avatar} shape="square" size="md" />
        <div className="min-w-0 flex-1">
          <div className="flex items-start justify-between gap-3">
            <h3 className="text-base font-semibold text-slate-900">
              <Link
                to={{ search: href }}
                aria-current={selected ? 'true' : undefined}
                preventScrollReset
                className="after:absolute after:inset-0 after:rounded-xl focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-brand-600"
              >
                {opportunity.title}
              </Link>
            </h3>
            {opportunity.applied ? <AppliedBadge /> : null}
          </div>
          <p className="text-sm text-slate-700">{opportunity.company.name}</p>
        </div>
      </div>
      <OpportunityFacts opportunity={opportunity} now={now} className="mt-3" />
      {opportunity.snippet ? (
        <p className="mt-3 line-clamp-2 text-sm leading-relaxed text-slate-600">
          <SnippetText text={opportunity.snippet} highlights={opportunity.snippetHighlights} />
        </p>
      ) : null}
    </article>
  );
}

/** Stands in for a card while results load. */
export function OpportunityCardSkeleton() {
  return (
    <div
      className="animate-pulse rounded-xl border border-slate-200 bg-white p-4 shadow-card sm:p-5"
      aria-hidden="true"
    >
      <div className="flex items-start gap-3">
        <div className="size-10 rounded-lg bg-slate-200" />
        <div className="flex-1 space-y-2 pt-0.5">
          <div className="h-4 w-2/3 rounded bg-slate-200" />
          <div className="h-3 w-1/3 rounded bg-slate-100" />
        </div>
      </div>
      <div className="mt-4 flex gap-3">
        <div className="h-3 w-24 rounded bg-slate-100" />
        <div className="h-3 w-16 rounded bg-slate-100" />
        <div className="h-3 w-20 rounded bg-slate-100" />
      </div>
      <div className="mt-4 space-y-2">
        <div className="h-3 w-full rounded bg-slate-100" />
        <div className="h-3 w-4/5 rounded bg-slate-100" />
      </div>
    </div>
  );
}
