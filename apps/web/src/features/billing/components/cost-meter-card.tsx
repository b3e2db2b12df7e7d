// The live cost meter: usage this period per billing item, what the invoice will likely be, and
// the spend cap with how much of it is used.
import { formatCents } from '@hireloop/shared/billing';
import { formatDate } from '@hireloop/shared/time';
import { clsx } from 'clsx';
import { Gauge } from 'lucide-react';
import { Card } from '#web/components/card.tsx';
import { LinesTable } from '#web/components/lines-table.tsx';
import type { BillingSummary } from '../api/billing.ts';
import { SpendCapForm } from './spend-cap-form.tsx';

export function CostMeterCard({ billing }: { billing: BillingSummary }) {
  const percent = billing.spendCapPercent;
  return (
    <Card className="p-5">
      <div className="flex items-start justify-between gap-4">
        <div>
          <h2 className="font-semibold text-slate-900">Usage this period</h2>
          <p className="text-sm text-slate-600">
            {formatDate(billing.period.startsAt)} to {formatDate(billing.period.endsAt)}
          </p>
        </div>
        <Gauge className="size-5 text-brand-600" aria-hidden="true" />
      </div>
      <LinesTable
        className="mt-4"
        caption="Usage by item"
        empty="No billable usage yet this period."
        lines={billing.usage.map((line) => ({
          key: line.itemName,
          label: line.itemName,
          quantity: line.quantity,
          unitPriceMillionths: line.unitPriceMillionths,
          amountCents: Math.round(line.amountMillionths / 10_000),
        }))}
      />
      <dl className="mt-4 grid grid-cols-2 gap-4 border-t border-slate-200 pt-4">
        <div>
          <dt className="text-sm text-slate-600">So far</dt>
          <dd className="text-xl font-semibold text-slate-900 tabular-nums">
            {formatCents(billing.usageCents)}
          </dd>
        </div>
        <div>
          <dt className="text-sm text-slate-600">Forecast for the period</dt>
          <dd className="text-xl font-semibold text-slate-900 tabular-nums">
            {formatCents(billing.forecastCents)}
          </dd>
        </div>
      </dl>
      {percent !== null && billing.spendCapCents !== null ? (
        <div className="mt-4">
          <div className="flex justify-between text-sm">
            <span className="text-slate-700">Spend cap {formatCents(billing.spendCapCents)}</span>
            <span className="font-medium text-slate-900">{percent} % used</span>
          </div>
          <div
            role="progressbar"
            aria-label="Spend cap used"
            aria-valuenow={Math.min(percent, 100)}
            aria-valuemin={0}
            aria-valuemax={100}
            className="mt-1.5 h-2 overflow-hidden rounded-full bg-slate-200"
          >
            <div
              className={clsx(
                'h-full',
                percent >= 100 ? 'bg-red-600' : percent >= 80 ? 'bg-amber-500' : 'bg-brand-600',
              )}
              style={{ width: `${Math.min(percent, 100)}%` }}
            />
          </div>
        </div>
      ) : null}
      <SpendCapForm current={billing.spendCapCents} />
    </Card>
  );
}
