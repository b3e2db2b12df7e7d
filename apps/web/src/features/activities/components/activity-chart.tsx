// Counts per day of the period as a bar chart (all kinds together), and the period's total per kind.
import { ACTIVITY_KINDS, ACTIVITY_LABELS } from '@hireloop/shared/activities';
import { DailyBarChart } from '#web/components/daily-bar-chart.tsx';
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
  return (
    <DailyBarChart
      caption="Activity per day"
      days={days.map((day) => ({ date: day.date, count: dayTotal(day.counts) }))}
      summarize={(total, busiest) =>
        `${total} activities over ${days.length} days; the busiest day had ${busiest}.`
      }
      dense
    />
  );
}
