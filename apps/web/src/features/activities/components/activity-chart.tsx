// Counts per day of the period as a bar chart (all kinds together), and the period's total per kind.
import { ACTIVITY_KINDS, ACTIVITY_LABELS } from '@hireloop/shared/activities';
import { type ActivityReport, countOf } from '../api/activities.ts';

const dayTotal = (counts: ActivityReport['days'][number]['counts']) =>
  ACTIVITY_KINDS.reduce((sum, kind) => sum + countOf(counts, kind), 0);

export function ActivityTotals({ totals }: { totals: ActivityReport['totals'] }) {
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-7">
      {ACTIVITY_KINDS.map((kind) => (
        <div key={kind} className="rounded-lg border border-slate-200 bg-white p-3">
          <dt className="text-xs font-medium text-slate-600">{ACTIVITY_LABELS[kind]}</dt>
          <dd className="mt-1 text-2xl font-semibold text-slate-900">{countOf(totals, kind)}</dd>
        </div>
      ))}
    </dl>
  );
}

export function ActivityChart({ days }: { days: ActivityReport['days'] }) {
  const perDay = days.map((day) => ({ date: day.date, count: dayTotal(day.counts) }));
  const busiest = Math.max(0, ...perDay.map((day) => day.count));
  const highest = Math.max(1, busiest);
  const total = perDay.reduce((sum, day) => sum + day.count, 0);
  return (
    <figure className="rounded-lg border border-slate-200 bg-white p-4">
      <figcaption className="text-sm font-medium text-slate-900">Activity per day</figcaption>
      <div
        role="img"
        aria-label={`${total} activities over ${days.length} days; the busiest day had ${busiest}.`}
        className="mt-4 flex h-32 items-end gap-px sm:gap-0.5"
      >
        {perDay.map((day) => (
          <div
            key={day.date}
            title={`${day.date}: ${day.count}`}
            className="flex-1 rounded-t bg-brand-500"
            style={{ height: `${Math.max(2, (day.count / highest) * 100)}%`, opacity: day.count ? 1 : 0.25 }}
          />
        ))}
      </div>
      <div className="mt-2 flex justify-between text-xs text-slate-600">
        <span>{perDay[0]?.date}</span>
        <span>{perDay.at(-1)?.date}</span>
      </div>
    </figure>
  );
}
