import { clsx } from 'clsx';
import { ChevronDown } from 'lucide-react';
import { type ComponentProps, type ReactNode, useId } from 'react';

interface SelectFieldProps extends ComponentProps<'select'> {
  label: string;
  /** Visually hidden label, for selects whose purpose the row around them already shows. */
  hideLabel?: boolean;
  error?: string | null;
  hint?: ReactNode;
}

/** A native select styled like <TextField>: the platform's own picker on phones. */
export function SelectField({
  label,
  hideLabel = false,
  error,
  hint,
  id,
  className,
  children,
  ...select
}: SelectFieldProps) {
  const generatedId = useId();
  const selectId = id ?? generatedId;
  const messageId = `${selectId}-message`;
  return (
    <div className={className}>
      <label
        htmlFor={selectId}
        className={hideLabel ? 'sr-only' : 'block text-sm font-medium text-slate-800'}
      >
        {label}
      </label>
      <div className={clsx('relative', !hideLabel && 'mt-1.5')}>
        <select
          id={selectId}
          aria-invalid={error ? true : undefined}
          aria-describedby={error || hint ? messageId : undefined}
          className={clsx(
            'block h-11 w-full appearance-none rounded-lg border bg-white pr-9 pl-3 text-base text-slate-900 shadow-sm sm:text-sm',
            'focus:outline-2 focus:-outline-offset-1 disabled:cursor-not-allowed disabled:bg-slate-50 disabled:text-slate-500',
            error
              ? 'border-red-500 focus:outline-red-600'
              : 'border-slate-300 hover:border-slate-400 focus:outline-brand-600',
          )}
          {...select}
        >
          {children}
        </select>
        <ChevronDown
          className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-slate-500"
          aria-hidden="true"
        />
      </div>
      {error ? (
        <p id={messageId} className="mt-1.5 text-sm text-red-700">
          {error}
        </p>
      ) : hint ? (
        <p id={messageId} className="mt-1.5 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
