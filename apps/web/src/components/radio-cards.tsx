// A question answered by choosing one of a few options, each a bordered card with its radio button,
// with the field's error under it. The caller wires the inputs (react-hook-form's `register`, or
// `checked`/`onChange` of its own state) through `inputProps`.
import { clsx } from 'clsx';
import type { ComponentProps, ReactNode } from 'react';

interface RadioCardsProps<V extends string> {
  legend: ReactNode;
  options: readonly { value: V; label: ReactNode }[];
  /** The props of one option's input, apart from its type and value. */
  inputProps: (value: V) => Omit<ComponentProps<'input'>, 'type' | 'value'>;
  error?: string;
  /** The id of the error line, which the fieldset points at. */
  errorId: string;
  /** Two cards a row from the small breakpoint on; one a row otherwise. */
  twoColumns?: boolean;
}

export function RadioCards<V extends string>({
  legend,
  options,
  inputProps,
  error,
  errorId,
  twoColumns,
}: RadioCardsProps<V>) {
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="text-sm font-medium text-slate-800">{legend}</legend>
      <div className={clsx('mt-2 grid gap-2', twoColumns && 'sm:grid-cols-2')}>
        {options.map(({ value, label }) => (
          <label
            key={value}
            className={clsx(
              'flex cursor-pointer items-center gap-3 rounded-lg border bg-white px-4 py-3 text-sm text-slate-800',
              'has-checked:border-brand-600 has-checked:bg-brand-50 hover:border-slate-400',
              error ? 'border-red-500' : 'border-slate-300',
            )}
          >
            <input type="radio" value={value} className="size-4 accent-brand-600" {...inputProps(value)} />
            {label}
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} className="mt-1.5 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
