// The room's companyScores tab (company side): every submitted scorecard, for Managers and Admins,
// and for interviewers once they submitted their own (no anchoring; the server enforces it).
import {
  RATING_LABELS,
  RECOMMENDATION_LABELS,
  type ScorecardAttribute,
  scorecardCategories,
} from '@hireloop/shared/interview-scorecards';
import { fullName } from '@hireloop/shared/people';
import {
  type SubmittedScorecard,
  useSubmittedScorecards,
} from '#web/features/interviews/api/interview-scorecards.ts';
import { HttpError } from '#web/lib/http.ts';

const RECOMMENDATION_STYLES = {
  strong_no: 'bg-red-50 text-red-800',
  no: 'bg-amber-50 text-amber-800',
  yes: 'bg-emerald-50 text-emerald-800',
  strong_yes: 'bg-emerald-100 text-emerald-900',
} as const;

function ScorecardCard({ card, attributes }: { card: SubmittedScorecard; attributes: ScorecardAttribute[] }) {
  return (
    <li className="rounded-lg border border-slate-200 p-3" data-scorecard>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm font-semibold text-slate-900">
          {fullName({ firstName: card.author.firstName, lastName: card.author.lastName })}
        </p>
        <span
          className={`rounded-full px-2 py-0.5 text-xs font-medium ${RECOMMENDATION_STYLES[card.recommendation]}`}
        >
          {RECOMMENDATION_LABELS[card.recommendation]}
        </span>
      </div>
      <p className="mt-0.5 text-xs text-slate-600">
        Average {card.average === null ? '—' : card.average.toFixed(2)} ·{' '}
        {new Date(card.submittedAt).toLocaleString()}
      </p>
      <dl className="mt-2 space-y-2">
        {scorecardCategories(attributes).map((group) => (
          <div key={group.category}>
            <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{group.category}</dt>
            {group.attributes.map((attribute) => {
              const value = card.ratings[attribute.id];
              return (
                <dd key={attribute.id} className="flex justify-between gap-2 text-sm text-slate-700">
                  <span>{attribute.name}</span>
                  <span className="shrink-0 text-slate-900">
                    {value === null || value === undefined ? 'Not assessed' : RATING_LABELS[value]}
                  </span>
                </dd>
              );
            })}
          </div>
        ))}
      </dl>
      {card.notes ? <p className="mt-2 text-sm whitespace-pre-line text-slate-700">{card.notes}</p> : null}
    </li>
  );
}

export function ScorecardsPanel({ interviewId }: { interviewId: number }) {
  const list = useSubmittedScorecards(interviewId);
  if (list.isPending) return <p className="text-sm text-slate-500">Loading scorecards…</p>;
  if (list.isError) {
    return (
      <p className="text-sm text-slate-600">
        {list.error instanceof HttpError && list.error.status === 403
          ? 'Submit your own scorecard to see the others’ scores.'
          : 'The scorecards could not be loaded.'}
      </p>
    );
  }
  if (list.data.data.length === 0)
    return <p className="text-sm text-slate-600">No scorecards submitted yet.</p>;
  return (
    <ul className="space-y-3" aria-label="Submitted scorecards">
      {list.data.data.map((card) => (
        <ScorecardCard key={card.id} card={card} attributes={list.data.attributes} />
      ))}
    </ul>
  );
}
