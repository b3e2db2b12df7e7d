// A count per day as bars (the highest day fills the height; empty days show as faint stubs),
// with the first and last date under it. Screen readers get one sentence instead of the bars.
import { clsx } from 'clsx';

interface DailyBarChartProps {
  caption: string;
  days: readonly { date: string; count: number }[];
  /** The sentence read out for the chart, from the total and the busiest day's count. */
  summarize: (total: number, busiest: number) => string;
  /** Thinner gaps, for periods long enough that bars get narrow. */
  dense?: boolean;
}

export function DailyBarChart({ caption, days, summarize, dense }: DailyBarChartProps) {
  const busiest = Math.max(0, ...days.map((day) => day.count));
  const highest = Math.max(1, busiest);
  const total = days.reduce((sum, day) => sum + day.count, 0);
  return (
    <figure className="rounded-lg border border-slate-200 bg-white p-4">
      <figcaption className="text-sm font-medium text-slate-900">{caption}</figcaption>
      <div
        role="img"
        aria-label={summarize(total, busiest)}
        className={clsx('mt-4 flex h-32 items-end', dense ? 'gap-px sm:gap-0.5' : 'gap-0.5 sm:gap-1')}
      >
        {days.map((day) => (
          <div
            key={day.date}
            title={`${day.date}: ${day.count}`}
            className="flex-1 rounded-t bg-brand-500"
            style={{ height: `${Math.max(2, (day.count / highest) * 100)}%`, opacity: day.count ? 1 : 0.25 }}
          />
        ))}
      </div>
      <div className="mt-2 flex justify-between text-xs text-slate-600">
        <span>{days[0]?.date}</span>
        <span>{days.at(-1)?.date}</span>
      </div>
    </figure>
  );
}
