// Cancelling (a reason of SPEC.md §3 with its text, and an optional comment) and undoing it before
// it takes effect at the end of the period (or of the trial).
import {
  CANCELLATION_REASON_KEYS,
  CANCELLATION_REASONS,
  type CancellationReason,
} from '@hireloop/shared/billing';
import { formatDate } from '@hireloop/shared/time';
import { type FormEvent, useState } from 'react';
import { Banner } from '#web/components/banner.tsx';
import { Button } from '#web/components/button.tsx';
import { Card } from '#web/components/card.tsx';
import { SelectField } from '#web/components/select-field.tsx';
import { TextAreaField } from '#web/components/text-area-field.tsx';
import { validationErrorsOf } from '#web/lib/form-errors.ts';
import { toast } from '#web/lib/toast.ts';
import { type BillingSummary, useCancelSubscription, useUndoCancellation } from '../api/billing.ts';

export function CancellationCard({ billing }: { billing: BillingSummary }) {
  const [reason, setReason] = useState<CancellationReason | ''>('');
  const [comment, setComment] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const cancel = useCancelSubscription();
  const undo = useUndoCancellation();

  if (billing.cancellationAt) {
    return (
      <Card className="space-y-4 p-5">
        <h2 className="font-semibold text-slate-900">Cancellation</h2>
        <Banner variant="error">
          {billing.inTrial
            ? `Your account will close on ${formatDate(billing.cancellationAt)} when your trial ends.`
            : `Your subscription ends on ${formatDate(billing.cancellationAt)}. Usage until then is still billed.`}
        </Banner>
        {billing.lockReason !== 'cancelled' ? (
          <Button
            variant="secondary"
            loading={undo.isPending}
            onClick={() =>
              undo.mutate(undefined, { onSuccess: () => toast.success('Your subscription continues.') })
            }
          >
            Undo cancellation
          </Button>
        ) : null}
      </Card>
    );
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason) {
      setErrors({ reason: 'Choose a reason.' });
      return;
    }
    cancel.mutate(
      { reason, comment: comment.trim() || null },
      {
        onSuccess: () => {
          setErrors({});
          toast.success('Your subscription is cancelled.');
        },
        onError: (failure) => setErrors(validationErrorsOf(failure) ?? {}),
      },
    );
  };

  return (
    <Card className="p-5">
      <h2 className="font-semibold text-slate-900">Cancel subscription</h2>
      <p className="mt-1 text-sm text-slate-600">
        Your account stays open until the end of the current period
        {billing.inTrial ? ' (the end of your trial)' : ''}; you can undo until then.
      </p>
      <form onSubmit={onSubmit} noValidate aria-label="Cancel subscription" className="mt-4 space-y-4">
        <SelectField
          label="Why are you cancelling?"
          value={reason}
          error={errors.reason ?? null}
          onChange={(event) => setReason(event.target.value as CancellationReason | '')}
        >
          <option value="">Choose a reason</option>
          {CANCELLATION_REASON_KEYS.map((key) => (
            <option key={key} value={key}>
              {CANCELLATION_REASONS[key]}
            </option>
          ))}
        </SelectField>
        <TextAreaField
          label="Anything else? (optional)"
          rows={3}
          value={comment}
          error={errors.comment ?? null}
          onChange={(event) => setComment(event.target.value)}
        />
        <Button type="submit" variant="danger" loading={cancel.isPending}>
          Cancel subscription
        </Button>
      </form>
    </Card>
  );
}
