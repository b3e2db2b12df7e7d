// The platform's figures at a glance and the sign-ups of the last 30 days as a bar chart.
import { DailyBarChart } from '#web/components/daily-bar-chart.tsx';
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
      <DailyBarChart
        caption="Sign-ups per day, last 30 days"
        days={stats.signupsByDay}
        summarize={(total, busiest) =>
          `${total} sign-ups in the last 30 days; the busiest day had ${busiest}.`
        }
      />
    </section>
  );
}
