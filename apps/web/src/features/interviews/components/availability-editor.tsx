// Weekly interview hours: a start and end per weekday (or off) in the person's time zone. Free
// slots offered to candidates come from these hours minus other interviews.
import { type FormEvent, useEffect, useState } from 'react';
import { Button } from '#web/components/button.tsx';
import { SelectField } from '#web/components/select-field.tsx';
import { Spinner } from '#web/components/spinner.tsx';
import { validationErrorsOf } from '#web/lib/form-errors.ts';
import { useAvailability, useSaveAvailability } from '../api/calendar.ts';
import { readerZone } from './interview-format.tsx';

const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const TIMES = Array.from({ length: 49 }, (_, index) => {
  const hours = Math.floor(index / 2);
  return `${String(hours).padStart(2, '0')}:${index % 2 ? '30' : '00'}`;
});

interface DayHours {
  on: boolean;
  start: string;
  end: string;
}

function zones(current: string): string[] {
  const all = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return all.includes(current) ? all : [current, ...all];
}

export function AvailabilityEditor() {
  const availability = useAvailability();
  const save = useSaveAvailability();
  const [zone, setZone] = useState(readerZone());
  const [days, setDays] = useState<DayHours[]>(
    WEEKDAYS.map(() => ({ on: false, start: '09:00', end: '17:00' })),
  );
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!availability.data) return;
    setZone(availability.data.timezone);
    setDays(
      WEEKDAYS.map((_, index) => {
        const window = availability.data.weeklyHours.find((entry) => entry.weekday === index + 1);
        return window
          ? { on: true, start: window.start, end: window.end }
          : { on: false, start: '09:00', end: '17:00' };
      }),
    );
  }, [availability.data]);

  if (availability.isPending) return <Spinner label="Loading your hours" />;

  const change = (index: number, patch: Partial<DayHours>) =>
    setDays((current) => current.map((day, position) => (position === index ? { ...day, ...patch } : day)));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    save.mutate(
      {
        timezone: zone,
        weeklyHours: days.flatMap((day, index) =>
          day.on ? [{ weekday: index + 1, start: day.start, end: day.end }] : [],
        ),
      },
      { onError: (failure) => setError(Object.values(validationErrorsOf(failure) ?? {})[0] ?? null) },
    );
  };

  return (
    <form onSubmit={submit} className="space-y-4">
      <SelectField label="Time zone" value={zone} onChange={(event) => setZone(event.target.value)}>
        {zones(zone).map((name) => (
          <option key={name} value={name}>
            {name}
          </option>
        ))}
      </SelectField>
      <ul className="divide-y divide-slate-200">
        {WEEKDAYS.map((name, index) => (
          <li key={name} className="flex flex-wrap items-center gap-3 py-2">
            <label className="flex w-36 items-center gap-2 text-sm font-medium text-slate-900">
              <input
                type="checkbox"
                className="size-4 rounded border-slate-300"
                checked={days[index]!.on}
                onChange={(event) => change(index, { on: event.target.checked })}
              />
              {name}
            </label>
            {days[index]!.on ? (
              <div className="flex items-center gap-2">
                <SelectField
                  label={`${name} from`}
                  hideLabel
                  value={days[index]!.start}
                  onChange={(event) => change(index, { start: event.target.value })}
                >
                  {TIMES.slice(0, -1).map((time) => (
                    <option key={time}>{time}</option>
                  ))}
                </SelectField>
                <span className="text-sm text-slate-600">to</span>
                <SelectField
                  label={`${name} until`}
                  hideLabel
                  value={days[index]!.end}
                  onChange={(event) => change(index, { end: event.target.value })}
                >
                  {TIMES.slice(1).map((time) => (
                    <option key={time}>{time}</option>
                  ))}
                </SelectField>
              </div>
            ) : (
              <span className="text-sm text-slate-500">Not available</span>
            )}
          </li>
        ))}
      </ul>
      {error ? <p className="text-sm text-red-700">{error}</p> : null}
      <Button type="submit" loading={save.isPending}>
        Save hours
      </Button>
      {save.isSuccess ? (
        <p className="text-sm text-emerald-700" role="status">
          Your hours are saved.
        </p>
      ) : null}
    </form>
  );
}
