// The report's filters: a period (from, to) and a kind. Applied together, so the list and the CSV
// never show half-chosen filters.
import { ACTIVITY_FILTERS, type ActivityFilter, activityLabel } from '@hireloop/shared/activities';
import { type FormEvent, useState } from 'react';
import { Button } from '#web/components/button.tsx';
import { SelectField } from '#web/components/select-field.tsx';
import { TextField } from '#web/components/text-field.tsx';
import type { ActivityFilters } from '../api/activities.ts';

interface ActivityFiltersFormProps {
  /** The period the report shows (the server's default when none was chosen). */
  period: { from: string; to: string };
  kind: ActivityFilter | undefined;
  errors?: Record<string, string[]> | undefined;
  onApply: (filters: ActivityFilters) => void;
}

export function ActivityFiltersForm({ period, kind, errors, onApply }: ActivityFiltersFormProps) {
  const [from, setFrom] = useState(period.from);
  const [to, setTo] = useState(period.to);
  const [chosenKind, setChosenKind] = useState<string>(kind ?? '');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply({ from, to, kind: (chosenKind || undefined) as ActivityFilter | undefined });
  };

  return (
    <form
      onSubmit={submit}
      aria-label="Filter the activity"
      className="grid gap-3 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-[1fr_1fr_1.5fr_auto] sm:items-start"
    >
      <TextField
        label="From"
        type="date"
        value={from}
        max={to}
        required
        onChange={(event) => setFrom(event.target.value)}
        error={errors?.from?.[0]}
      />
      <TextField
        label="To"
        type="date"
        value={to}
        min={from}
        required
        onChange={(event) => setTo(event.target.value)}
        error={errors?.to?.[0]}
      />
      <SelectField
        label="Activity"
        value={chosenKind}
        onChange={(event) => setChosenKind(event.target.value)}
      >
        <option value="">All activity</option>
        {ACTIVITY_FILTERS.map((filter) => (
          <option key={filter} value={filter}>
            {activityLabel(filter)}
          </option>
        ))}
      </SelectField>
      <Button type="submit" className="sm:mt-7">
        Apply
      </Button>
    </form>
  );
}
