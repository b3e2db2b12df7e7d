// The room's candidateScores tab (company side): the caller's scorecard for the candidate. Every
// attribute of the opportunity's scorecard, grouped by category, rated 1–4 or "not assessed";
// notes; an overall recommendation. Submitting again replaces the earlier scorecard.
import {
  RATING_LABELS,
  RATING_VALUES,
  RECOMMENDATION_LABELS,
  RECOMMENDATIONS,
  type Recommendation,
  SCORECARD_LIMITS,
  scorecardCategories,
} from '@hireloop/shared/interview-scorecards';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { Button } from '#web/components/button.tsx';
import { TextAreaField } from '#web/components/text-area-field.tsx';
import {
  type OwnScorecard,
  useOwnScorecard,
  useSubmitScorecard,
} from '#web/features/interviews/api/interview-scorecards.ts';
import { HttpError } from '#web/lib/http.ts';

type Rating = 1 | 2 | 3 | 4 | null;
const NOT_ASSESSED = 'na';

function ChoiceGroup({
  legend,
  name,
  options,
  value,
  onChange,
}: {
  legend: string;
  name: string;
  options: { value: string; label: string }[];
  value: string | undefined;
  onChange(value: string): void;
}) {
  return (
    <fieldset className="py-2">
      <legend className="text-sm text-slate-800">{legend}</legend>
      <div className="mt-1.5 flex flex-wrap gap-1.5">
        {options.map((option) => (
          <label
            key={option.value}
            className="flex cursor-pointer items-center gap-1.5 rounded-lg border border-slate-300 px-2 py-1 text-xs text-slate-700 has-checked:border-brand-600 has-checked:bg-brand-50 has-checked:text-brand-800"
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className="accent-brand-600"
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

const RATING_OPTIONS = [
  ...RATING_VALUES.map((value) => ({ value: String(value), label: RATING_LABELS[value] })),
  { value: NOT_ASSESSED, label: 'Not assessed' },
];
const RECOMMENDATION_OPTIONS = RECOMMENDATIONS.map((value) => ({
  value,
  label: RECOMMENDATION_LABELS[value],
}));

function ScorecardForm({ interviewId, data }: { interviewId: number; data: OwnScorecard }) {
  const id = useId();
  const submit = useSubmitScorecard(interviewId);
  const [ratings, setRatings] = useState<Record<string, Rating | undefined>>({});
  const [notes, setNotes] = useState('');
  const [recommendation, setRecommendation] = useState<Recommendation | undefined>();
  // The "n left" message follows the choices made after a first attempt, so it never goes stale.
  const [attempted, setAttempted] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);

  useEffect(() => {
    if (!data.scorecard) return;
    setRatings(data.scorecard.ratings as Record<string, Rating>);
    setNotes(data.scorecard.notes);
    setRecommendation(data.scorecard.recommendation);
  }, [data.scorecard]);

  const missing = data.attributes.filter((attribute) => ratings[attribute.id] === undefined).length;
  const incomplete =
    missing > 0
      ? `Rate every attribute or mark it not assessed (${missing} left).`
      : recommendation
        ? null
        : 'Choose an overall recommendation.';
  const error = (attempted ? incomplete : null) ?? failure;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    setFailure(null);
    if (incomplete || !recommendation) return;
    const complete = Object.fromEntries(data.attributes.map((a) => [a.id, ratings[a.id] ?? null]));
    submit
      .mutateAsync({ ratings: complete, notes, recommendation })
      .then(() => setSaved(true))
      .catch((cause: unknown) =>
        setFailure(
          cause instanceof HttpError && cause.status === 409
            ? 'This interview no longer takes scorecards.'
            : 'The scorecard was not saved. Try again.',
        ),
      );
  };

  return (
    <form onSubmit={onSubmit} aria-labelledby={`${id}-title`} className="space-y-4" noValidate>
      <div>
        <h2 id={`${id}-title`} className="text-base font-semibold text-slate-900">
          Your scorecard
        </h2>
        <p className="mt-1 text-xs text-slate-600">
          {data.scorecard
            ? 'Submitted. You can change it and submit again.'
            : 'Others’ scores stay hidden until you submit yours.'}
        </p>
      </div>
      {scorecardCategories(data.attributes).map((group) => (
        <section key={group.category} className="rounded-lg border border-slate-200 px-3 py-2">
          <h3 className="text-sm font-semibold text-slate-900">{group.category}</h3>
          <div className="divide-y divide-slate-100">
            {group.attributes.map((attribute) => {
              const value = ratings[attribute.id];
              return (
                <ChoiceGroup
                  key={attribute.id}
                  legend={attribute.name}
                  name={`${id}-${attribute.id}`}
                  options={RATING_OPTIONS}
                  value={value === undefined ? undefined : value === null ? NOT_ASSESSED : String(value)}
                  onChange={(choice) => {
                    setSaved(false);
                    setRatings((current) => ({
                      ...current,
                      [attribute.id]: choice === NOT_ASSESSED ? null : (Number(choice) as Rating),
                    }));
                  }}
                />
              );
            })}
          </div>
        </section>
      ))}
      <TextAreaField
        label="Notes"
        value={notes}
        rows={4}
        maxLength={SCORECARD_LIMITS.notesLength}
        onChange={(event) => {
          setSaved(false);
          setNotes(event.target.value);
        }}
        placeholder="Evidence behind your ratings"
      />
      <ChoiceGroup
        legend="Overall recommendation"
        name={`${id}-recommendation`}
        options={RECOMMENDATION_OPTIONS}
        value={recommendation}
        onChange={(choice) => {
          setSaved(false);
          setRecommendation(choice as Recommendation);
        }}
      />
      {error ? (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
      <div className="flex items-center gap-3">
        <Button type="submit" disabled={submit.isPending}>
          {data.scorecard ? 'Submit again' : 'Submit scorecard'}
        </Button>
        <span role="status" className="text-sm text-emerald-700">
          {saved ? 'Scorecard submitted' : ''}
        </span>
      </div>
    </form>
  );
}

export function ScorecardPanel({ interviewId }: { interviewId: number }) {
  const own = useOwnScorecard(interviewId);
  if (own.isPending) return <p className="text-sm text-slate-500">Loading the scorecard…</p>;
  if (own.isError) return <p className="text-sm text-red-700">The scorecard could not be loaded.</p>;
  if (!own.data.maySubmit) {
    return (
      <p className="text-sm text-slate-600">
        Only the interview’s interviewers submit scorecards; you can read the ones they submitted.
      </p>
    );
  }
  return <ScorecardForm interviewId={interviewId} data={own.data} />;
}
