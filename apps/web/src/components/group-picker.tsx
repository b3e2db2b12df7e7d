// Check one or more groups (franchisees, clients, regions) of the enterprise.
import { clsx } from 'clsx';
import { useId } from 'react';

interface GroupPickerProps {
  legend: string;
  hint?: string;
  groups: readonly { id: number; name: string }[];
  value: readonly number[];
  onChange: (ids: number[]) => void;
  error?: string;
  disabled?: boolean;
}

export function GroupPicker({ legend, hint, groups, value, onChange, error, disabled }: GroupPickerProps) {
  const id = useId();
  const toggle = (groupId: number, checked: boolean) =>
    onChange(checked ? [...value, groupId] : value.filter((item) => item !== groupId));
  return (
    <fieldset
      aria-describedby={error ? `${id}-error` : hint ? `${id}-hint` : undefined}
      aria-invalid={error ? true : undefined}
      disabled={disabled}
      className="disabled:opacity-60"
    >
      <legend className="text-sm font-medium text-slate-800">{legend}</legend>
      {hint && !error ? (
        <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      <div
        className={clsx(
          'mt-2 max-h-72 divide-y divide-slate-200 overflow-y-auto rounded-lg border bg-white',
          error ? 'border-red-500' : 'border-slate-300',
        )}
      >
        {groups.length === 0 ? (
          <p className="px-3 py-3 text-sm text-slate-600">There are none to choose from yet.</p>
        ) : null}
        {groups.map((group) => (
          <label
            key={group.id}
            className="flex min-h-11 cursor-pointer items-center gap-3 px-3 py-2 text-sm text-slate-800 hover:bg-slate-50"
          >
            <input
              type="checkbox"
              className="size-4 rounded border-slate-300 accent-brand-600"
              checked={value.includes(group.id)}
              onChange={(event) => toggle(group.id, event.target.checked)}
            />
            <span className="min-w-0 break-words">{group.name}</span>
          </label>
        ))}
      </div>
      {error ? (
        <p id={`${id}-error`} className="mt-1.5 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
