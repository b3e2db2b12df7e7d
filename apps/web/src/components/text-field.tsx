import { clsx } from 'clsx';
import { type ComponentProps, type ReactNode, useId } from 'react';

// `ComponentProps<'input'>` includes `ref`, which React 19 passes through as a plain prop.
interface TextFieldProps extends ComponentProps<'input'> {
  label: string;
  /** Shown under the field in red and announced with it; marks the field invalid. */
  error?: string | null;
  hint?: ReactNode;
  /** Rendered at the right of the label row, e.g. a "Forgot password?" link. */
  labelAside?: ReactNode;
}

export function TextField({ label, error, hint, labelAside, id, className, ...input }: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  const describedBy = error ? errorId : hint ? hintId : undefined;

  return (
    <div className={className}>
      <div className="flex items-baseline justify-between gap-4">
        <label htmlFor={inputId} className="block text-sm font-medium text-slate-800">
          {label}
        </label>
        {labelAside}
      </div>
      <input
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={clsx(
          'mt-1.5 block h-11 w-full rounded-lg border bg-white px-3 text-base text-slate-900 shadow-sm sm:text-sm',
          'placeholder:text-slate-400 focus:outline-2 focus:-outline-offset-1',
          error
            ? 'border-red-500 focus:outline-red-600'
            : 'border-slate-300 hover:border-slate-400 focus:outline-brand-600',
        )}
        {...input}
      />
      {hint && !error ? (
        <p id={hintId} className="mt-1.5 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="mt-1.5 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
