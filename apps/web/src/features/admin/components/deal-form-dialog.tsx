// A new deal: its landing page's slug and text, what it gives (a trial, a discount for the first
// months, or both), and its limits (an end date, how many companies may redeem it). The server
// checks everything; its 422s are shown beside the fields.
import { useState } from 'react';
import { Banner } from '#web/components/banner.tsx';
import { Button } from '#web/components/button.tsx';
import { Dialog } from '#web/components/dialog.tsx';
import { TextAreaField } from '#web/components/text-area-field.tsx';
import { TextField } from '#web/components/text-field.tsx';
import { validationErrorsOf } from '#web/lib/form-errors.ts';
import { useCreateDeal } from '../api/growth.ts';

const EMPTY = {
  slug: '',
  title: '',
  description: '',
  trial_days: '30',
  discount_percent: '',
  discount_months: '',
  expires_on: '',
  max_redemptions: '',
};
type Fields = typeof EMPTY;

const numberOrNull = (value: string) => (value.trim() === '' ? null : Number(value));

export function DealFormDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [fields, setFields] = useState<Fields>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const create = useCreateDeal();
  const set = (name: keyof Fields) => (event: { target: { value: string } }) =>
    setFields((current) => ({ ...current, [name]: event.target.value }));

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setErrors({});
    try {
      await create.mutateAsync({
        slug: fields.slug,
        title: fields.title,
        description: fields.description,
        trial_days: numberOrNull(fields.trial_days),
        discount_percent: numberOrNull(fields.discount_percent),
        discount_months: numberOrNull(fields.discount_months),
        // The whole day it names, in UTC.
        expires_at: fields.expires_on ? `${fields.expires_on}T23:59:59Z` : null,
        max_redemptions: numberOrNull(fields.max_redemptions),
      });
      setFields(EMPTY);
      onOpenChange(false);
    } catch (error) {
      setErrors(validationErrorsOf(error) ?? { '': 'The deal could not be saved. Try again.' });
    }
  };

  const field = (name: keyof Fields, label: string, extra: Record<string, unknown> = {}) => (
    <TextField label={label} value={fields[name]} onChange={set(name)} error={errors[name]} {...extra} />
  );
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="New deal" size="wide">
      <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4" aria-label="New deal">
        {errors[''] ? <Banner variant="error">{errors['']}</Banner> : null}
        {errors.expires_at ? <Banner variant="error">{errors.expires_at}</Banner> : null}
        <div className="grid gap-4 sm:grid-cols-2">
          {field('title', 'Title', { required: true, placeholder: 'Spring launch offer' })}
          {field('slug', 'Slug', {
            required: true,
            placeholder: 'spring-launch',
            hint: 'The page is /deals/slug.',
          })}
        </div>
        <TextAreaField
          label="Description (optional)"
          rows={3}
          value={fields.description}
          onChange={set('description')}
          error={errors.description}
        />
        <div className="grid gap-4 sm:grid-cols-3">
          {field('trial_days', 'Free trial days', { type: 'number', min: 1, inputMode: 'numeric' })}
          {field('discount_percent', 'Discount %', {
            type: 'number',
            min: 1,
            max: 100,
            inputMode: 'numeric',
          })}
          {field('discount_months', 'Discount months', { type: 'number', min: 1, inputMode: 'numeric' })}
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          {field('expires_on', 'Ends on (optional)', { type: 'date' })}
          {field('max_redemptions', 'Redemption limit (optional)', {
            type: 'number',
            min: 1,
            inputMode: 'numeric',
          })}
        </div>
        <div className="flex justify-end gap-3 pt-2">
          <Button type="button" variant="secondary" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" loading={create.isPending}>
            Create deal
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
