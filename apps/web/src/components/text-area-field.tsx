// A multi-line text field styled like <TextField>.
import { clsx } from 'clsx';
import { type ComponentProps, type ReactNode, useId } from 'react';

interface TextAreaFieldProps extends ComponentProps<'textarea'> {
  label: string;
  error?: string | null;
  hint?: ReactNode;
}

export function TextAreaField({ label, error, hint, id, className, ...textarea }: TextAreaFieldProps) {
  const generatedId = useId();
  const fieldId = id ?? generatedId;
  const messageId = `${fieldId}-message`;
  return (
    <div className={className}>
      <label htmlFor={fieldId} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <textarea
        id={fieldId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error || hint ? messageId : undefined}
        className={clsx(
          'mt-1.5 block w-full rounded-lg border bg-white px-3 py-2.5 text-base text-slate-900 shadow-sm sm:text-sm',
          'placeholder:text-slate-400 focus:outline-2 focus:-outline-offset-1',
          error
            ? 'border-red-500 focus:outline-red-600'
            : 'border-slate-300 hover:border-slate-400 focus:outline-brand-600',
        )}
        {...textarea}
      />
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
