// The platform's figures at a glance and the sign-ups of the last 30 days as a bar chart.
import type { AdminStats } from '../api/admin.ts';
import { formatCents } from './format.ts';

function Figure({
  label,
  value,
  tone = 'plain',
}: {
  label: string;
  value: string;
  tone?: 'plain' | 'alert';
}) {
  return (
    <div className="rounded-lg border border-slate-200 bg-white p-4">
      <dt className="text-xs font-medium text-slate-600">{label}</dt>
      <dd className={`mt-1 text-2xl font-semibold ${tone === 'alert' ? 'text-red-700' : 'text-slate-900'}`}>
        {value}
      </dd>
    </div>
  );
}

function SignupChart({ days }: { days: AdminStats['signupsByDay'] }) {
  const busiest = Math.max(0, ...days.map((day) => day.count));
  const highest = Math.max(1, busiest);
  const total = days.reduce((sum, day) => sum + day.count, 0);
  return (
    <figure className="rounded-lg border border-slate-200 bg-white p-4">
      <figcaption className="text-sm font-medium text-slate-900">Sign-ups per day, last 30 days</figcaption>
      <div
        role="img"
        aria-label={`${total} sign-ups in the last 30 days; the busiest day had ${busiest}.`}
        className="mt-4 flex h-32 items-end gap-0.5 sm:gap-1"
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

export function PlatformFigures({ stats }: { stats: AdminStats }) {
  const jobs = (count: number | null) => (count === null ? 'n/a' : String(count));
  return (
    <section aria-labelledby="figures-heading" className="space-y-4">
      <h2 id="figures-heading" className="text-lg font-semibold text-slate-900">
        Platform
      </h2>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Figure label="Sign-ups (30 days)" value={String(stats.signupsLast30Days)} />
        <Figure label="Active companies" value={String(stats.activeCompanies)} />
        <Figure label="Trials ending (7 days)" value={String(stats.trialsEnding7Days)} />
        <Figure label="Invoiced this month" value={formatCents(stats.invoicedThisMonthCents)} />
        <Figure label="Open invoices" value={String(stats.openInvoices)} />
        <Figure
          label="Overdue invoices"
          value={String(stats.overdueInvoices)}
          tone={stats.overdueInvoices > 0 ? 'alert' : 'plain'}
        />
        <Figure label="Jobs waiting" value={jobs(stats.jobsWaiting)} />
        <Figure
          label="Jobs failed"
          value={jobs(stats.jobsFailed)}
          tone={(stats.jobsFailed ?? 0) > 0 ? 'alert' : 'plain'}
        />
      </dl>
      <SignupChart days={stats.signupsByDay} />
    </section>
  );
}
