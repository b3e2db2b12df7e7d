// One company as support sees it: members, billing, invoices, lock state; extend the trial, unlock.

import { MAX_TRIAL_EXTENSION_DAYS } from '@hireloop/shared/admin';
import { LOCK_REASONS, type LockReason } from '@hireloop/shared/billing';
import { X } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '#web/components/button.tsx';
import { Card } from '#web/components/card.tsx';
import { ErrorState } from '#web/components/error-state.tsx';
import { Spinner } from '#web/components/spinner.tsx';
import { TextField } from '#web/components/text-field.tsx';
import { validationErrorsOf } from '#web/lib/form-errors.ts';
import { type AdminCompanyDetail, useAdminCompany, useExtendTrial, useUnlockCompany } from '../api/admin.ts';
import { LockBadge } from './companies-panel.tsx';
import { formatCents, formatDay } from './format.ts';
import { InvoiceRefund } from './invoice-refund.tsx';

function Actions({ company }: { company: AdminCompanyDetail }) {
  const [days, setDays] = useState('14');
  const extend = useExtendTrial();
  const unlock = useUnlockCompany();
  const [done, setDone] = useState<string | null>(null);
  const onExtend = (event: FormEvent) => {
    event.preventDefault();
    setDone(null);
    extend.mutate(
      { id: company.id, input: { days: Number(days) } },
      { onSuccess: (detail) => setDone(`Trial now ends ${formatDay(detail.trialEndsAt)}.`) },
    );
  };
  const daysError = extend.isError
    ? (validationErrorsOf(extend.error)?.days ?? 'Could not extend the trial.')
    : null;
  return (
    <div className="space-y-4">
      <form onSubmit={onExtend} className="flex flex-wrap items-end gap-3">
        <TextField
          label="Extend trial by (days)"
          type="number"
          min={1}
          max={MAX_TRIAL_EXTENSION_DAYS}
          value={days}
          onChange={(event) => setDays(event.target.value)}
          error={daysError}
          className="w-44"
        />
        <Button type="submit" loading={extend.isPending} disabled={company.billableEntityId === null}>
          Extend trial
        </Button>
      </form>
      <div className="flex flex-wrap items-center gap-3">
        <Button
          variant="secondary"
          loading={unlock.isPending}
          disabled={!company.locked}
          onClick={() => {
            setDone(null);
            unlock.mutate({ id: company.id, input: undefined }, { onSuccess: () => setDone('Unlocked.') });
          }}
        >
          Unlock
        </Button>
        {unlock.isError ? <p className="text-sm text-red-700">Could not unlock the company.</p> : null}
      </div>
      {done ? (
        <p role="status" className="text-sm text-emerald-800">
          {done}
        </p>
      ) : null}
    </div>
  );
}

export function CompanyDetail({ id, onClose }: { id: number; onClose: () => void }) {
  const company = useAdminCompany(id);
  return (
    <Card className="p-4 sm:p-6">
      {company.isPending ? (
        <div className="flex justify-center py-10">
          <Spinner className="size-6 text-brand-600" />
        </div>
      ) : company.isError ? (
        <ErrorState onRetry={() => void company.refetch()} retrying={company.isFetching} />
      ) : (
        <div className="space-y-6">
          <div className="flex items-center gap-3">
            <h2 id="company-detail-heading" className="flex-1 text-lg font-semibold text-slate-900">
              {company.data.name}
            </h2>
            <LockBadge locked={company.data.locked} />
            <button
              type="button"
              onClick={onClose}
              className="rounded p-1 text-slate-600 hover:bg-slate-100"
              aria-label="Close the company"
            >
              <X className="size-5" aria-hidden="true" />
            </button>
          </div>
          <dl className="grid grid-cols-1 gap-3 text-sm sm:grid-cols-3">
            <div>
              <dt className="text-slate-600">Trial ends</dt>
              <dd className="font-medium text-slate-900">{formatDay(company.data.trialEndsAt)}</dd>
            </div>
            <div>
              <dt className="text-slate-600">First unpaid invoice</dt>
              <dd className="font-medium text-slate-900">{formatDay(company.data.firstUnpaidInvoiceAt)}</dd>
            </div>
            <div>
              <dt className="text-slate-600">Lock</dt>
              <dd className="font-medium text-slate-900">
                {company.data.lockReason ? LOCK_REASONS[company.data.lockReason as LockReason] : 'Not locked'}
              </dd>
            </div>
          </dl>
          <Actions company={company.data} />
          <section aria-labelledby="company-members-heading">
            <h3 id="company-members-heading" className="text-sm font-semibold text-slate-900">
              Members
            </h3>
            <ul className="mt-2 divide-y divide-slate-100 text-sm">
              {company.data.memberList.map((member) => (
                <li key={member.userId} className="flex items-center justify-between gap-3 py-2">
                  {/* Name over address on a phone, side by side from 640 px; the role stays at the end. */}
                  <div className="min-w-0 sm:flex sm:gap-3">
                    <p className="truncate font-medium text-slate-900">{member.name}</p>
                    <p className="truncate text-slate-600">{member.email}</p>
                  </div>
                  <span className="shrink-0 text-slate-600">{member.role}</span>
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="company-invoices-heading">
            <h3 id="company-invoices-heading" className="text-sm font-semibold text-slate-900">
              Invoices
            </h3>
            {company.data.invoices.length === 0 ? (
              <p className="mt-2 text-sm text-slate-600">No invoices yet.</p>
            ) : (
              <ul className="mt-2 divide-y divide-slate-100 text-sm">
                {company.data.invoices.map((invoice) => (
                  <li key={invoice.id} className="flex flex-wrap gap-x-3 py-2">
                    <span className="font-medium text-slate-900">{invoice.number}</span>
                    <span className="text-slate-600">{formatDay(invoice.issuedAt)}</span>
                    <span className="text-slate-600">{invoice.status.replaceAll('_', ' ')}</span>
                    <span className="ml-auto font-medium text-slate-900">
                      {formatCents(invoice.totalCents)}
                      {invoice.refundedCents > 0 ? ` (${formatCents(invoice.refundedCents)} refunded)` : ''}
                    </span>
                    <InvoiceRefund companyId={company.data.id} invoice={invoice} />
                  </li>
                ))}
              </ul>
            )}
          </section>
        </div>
      )}
    </Card>
  );
}
