// An optional monthly spend cap: alerts by email and in the app at 80 % and 100 % of it.
import { type FormEvent, useState } from 'react';
import { Button } from '#web/components/button.tsx';
import { TextField } from '#web/components/text-field.tsx';
import { validationErrorsOf } from '#web/lib/form-errors.ts';
import { toast } from '#web/lib/toast.ts';
import { useSetSpendCap } from '../api/billing.ts';

export function SpendCapForm({ current }: { current: number | null }) {
  const [value, setValue] = useState(current === null ? '' : String(current / 100));
  const [error, setError] = useState<string | null>(null);
  const save = useSetSpendCap();

  const submit = (cents: number | null) =>
    save.mutate(cents, {
      onSuccess: () => {
        setError(null);
        toast.success(cents === null ? 'The spend cap was removed.' : 'The spend cap was saved.');
      },
      onError: (failure) => setError(validationErrorsOf(failure)?.spend_cap_cents ?? null),
    });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const dollars = Number(value.replace(/[$,\s]/g, ''));
    if (!value.trim() || Number.isNaN(dollars)) {
      setError('Enter the cap in dollars, for example 250.');
      return;
    }
    submit(Math.round(dollars * 100));
  };

  return (
    <form
      onSubmit={onSubmit}
      className="mt-5 flex flex-col gap-3 border-t border-slate-200 pt-4 sm:flex-row sm:items-end"
    >
      <TextField
        label="Monthly spend cap (USD)"
        hint="We alert the Company Admins at 80 % and 100 % of it."
        inputMode="decimal"
        placeholder="250"
        value={value}
        error={error}
        onChange={(event) => setValue(event.target.value)}
        className="sm:w-64"
      />
      <div className="flex gap-2 sm:pb-7">
        <Button type="submit" variant="secondary" loading={save.isPending}>
          Save cap
        </Button>
        {current !== null ? (
          <Button
            type="button"
            variant="ghost"
            onClick={() => {
              setValue('');
              submit(null);
            }}
          >
            Remove
          </Button>
        ) : null}
      </div>
    </form>
  );
}
