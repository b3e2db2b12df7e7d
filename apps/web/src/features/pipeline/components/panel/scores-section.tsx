// The candidate's interview scores in the pipeline panel: "Scores needed" while an interview waits
// for interviewers' scorecards, and the aggregate (average of the assessed attributes and the
// recommendations) under the no-anchoring rule.

import type { CamelCase } from '@hireloop/shared/case';
import { RECOMMENDATION_LABELS, RECOMMENDATIONS } from '@hireloop/shared/interview-scorecards';
import { useCandidateScores } from '#web/features/pipeline/api/candidate-scores.ts';
import { PanelSection } from './panel-section.tsx';

const RECOMMENDATION_KEYS = {
  strong_no: 'strongNo',
  no: 'no',
  yes: 'yes',
  strong_yes: 'strongYes',
} as const satisfies Record<(typeof RECOMMENDATIONS)[number], CamelCase<(typeof RECOMMENDATIONS)[number]>>;

export function ScoresSection({ applicationId }: { applicationId: number }) {
  const scores = useCandidateScores(applicationId);
  const needed = scores.data?.scoresNeeded ? (
    <span
      className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900"
      data-scores-needed
    >
      Scores needed
    </span>
  ) : null;
  return (
    <PanelSection title="Interview scores" action={needed}>
      {scores.isPending ? (
        <p className="text-sm text-slate-500">Loading scores…</p>
      ) : scores.isError ? (
        <p className="text-sm text-red-700">The scores could not be loaded.</p>
      ) : scores.data.aggregate ? (
        <div data-scores-aggregate>
          <p className="text-2xl font-semibold text-slate-900">
            {scores.data.aggregate.average === null ? '—' : scores.data.aggregate.average.toFixed(2)}
            <span className="ml-1 text-sm font-normal text-slate-600">
              / 4 average from {scores.data.aggregate.scorecards}{' '}
              {scores.data.aggregate.scorecards === 1 ? 'scorecard' : 'scorecards'}
            </span>
          </p>
          <ul className="mt-2 flex flex-wrap gap-2" aria-label="Recommendations">
            {RECOMMENDATIONS.map((key) => (
              <li key={key} className="rounded-lg bg-slate-100 px-2 py-1 text-xs text-slate-700">
                {RECOMMENDATION_LABELS[key]}:{' '}
                <strong>{scores.data.aggregate?.recommendations[RECOMMENDATION_KEYS[key]]}</strong>
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <p className="text-sm text-slate-600">
          {scores.data.hiddenReason === 'submit_first'
            ? 'Submit your own scorecard for this candidate to see the others’ scores.'
            : 'No scorecards submitted yet.'}
        </p>
      )}
    </PanelSection>
  );
}
