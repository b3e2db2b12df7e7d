// Choosing how long to stay hidden from company searches: a date (tomorrow to a year from today)
// or a quick choice.
import { useState } from 'react';
import { Button } from '#web/components/button.tsx';
import { Dialog } from '#web/components/dialog.tsx';
import { TextField } from '#web/components/text-field.tsx';
import { validationErrorsOf } from '#web/lib/form-errors.ts';
import { useSnooze } from '../api/candidate-status.ts';
import { snoozeDateBounds, snoozePresets, snoozeUntilFromDate } from '../profile-format.ts';

export function SnoozeDialog({
  userId,
  open,
  onOpenChange,
}: {
  userId: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const snooze = useSnooze(userId);
  const today = new Date();
  const bounds = snoozeDateBounds(today);
  const presets = snoozePresets(today);
  const [date, setDate] = useState(presets[0]!.date);
  const [error, setError] = useState<string | null>(null);

  const submit = async () => {
    if (!date || date < bounds.min || date > bounds.max) {
      setError('Choose a date between tomorrow and one year from today.');
      return;
    }
    try {
      await snooze.mutateAsync(snoozeUntilFromDate(date));
      onOpenChange(false);
    } catch (failure) {
      const messages = validationErrorsOf(failure);
      if (messages) setError(Object.values(messages)[0] ?? null);
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Snooze your profile"
      description="Companies will not find you in their searches until the date you choose. Your applications and messages carry on as usual."
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
        className="space-y-5"
      >
        <fieldset>
          <legend className="text-sm font-medium text-slate-800">Quick choice</legend>
          <div className="mt-2 flex flex-wrap gap-2">
            {presets.map((preset) => (
              <Button
                key={preset.label}
                size="sm"
                variant={date === preset.date ? 'primary' : 'secondary'}
                aria-pressed={date === preset.date}
                onClick={() => {
                  setDate(preset.date);
                  setError(null);
                }}
              >
                {preset.label}
              </Button>
            ))}
          </div>
        </fieldset>
        <TextField
          label="Hidden until"
          type="date"
          min={bounds.min}
          max={bounds.max}
          value={date}
          onChange={(event) => {
            setDate(event.target.value);
            setError(null);
          }}
          error={error}
          required
        />
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" loading={snooze.isPending}>
            Snooze
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
