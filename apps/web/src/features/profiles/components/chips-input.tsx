// A list of short texts typed one by one (desired roles, skills): Enter or comma adds the typed
// text as a chip, Backspace in an empty box removes the last one, each chip has its own remove button.
import { clsx } from 'clsx';
import { X } from 'lucide-react';
import { type KeyboardEvent, type ReactNode, useId, useState } from 'react';

interface ChipsInputProps {
  label: string;
  value: string[];
  onChange: (value: string[]) => void;
  onBlur?: () => void;
  max: number;
  maxLength: number;
  placeholder?: string;
  hint?: ReactNode;
  error?: string | null;
  /** Names one item in the remove buttons: "Remove role Baker". */
  itemName: string;
  id?: string;
}

export function ChipsInput({
  label,
  value,
  onChange,
  onBlur,
  max,
  maxLength,
  placeholder,
  hint,
  error,
  itemName,
  id,
}: ChipsInputProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const messageId = `${inputId}-message`;
  const [draft, setDraft] = useState('');
  const full = value.length >= max;

  const add = () => {
    const text = draft.trim().replace(/,+$/, '').trim();
    if (text === '' || full) return;
    if (!value.some((item) => item.toLowerCase() === text.toLowerCase())) onChange([...value, text]);
    setDraft('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || event.key === ',') {
      event.preventDefault();
      add();
    } else if (event.key === 'Backspace' && draft === '' && value.length > 0) {
      onChange(value.slice(0, -1));
    }
  };

  return (
    <div>
      <label htmlFor={inputId} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <div
        className={clsx(
          'mt-1.5 flex min-h-11 flex-wrap items-center gap-1.5 rounded-lg border bg-white px-2 py-1.5 shadow-sm',
          'focus-within:outline-2 focus-within:-outline-offset-1',
          error
            ? 'border-red-500 focus-within:outline-red-600'
            : 'border-slate-300 hover:border-slate-400 focus-within:outline-brand-600',
        )}
      >
        {value.length > 0 ? (
          <ul className="contents" aria-label={label}>
            {value.map((item) => (
              <li
                key={item}
                className="inline-flex max-w-full items-center gap-1 rounded-md bg-brand-50 py-1 pr-1 pl-2.5 text-sm font-medium text-brand-800"
              >
                <span className="truncate">{item}</span>
                <button
                  type="button"
                  onClick={() => onChange(value.filter((other) => other !== item))}
                  className="rounded p-0.5 text-brand-700 hover:bg-brand-100 hover:text-brand-900"
                  aria-label={`Remove ${itemName} ${item}`}
                >
                  <X className="size-3.5" aria-hidden="true" />
                </button>
              </li>
            ))}
          </ul>
        ) : null}
        <input
          id={inputId}
          value={draft}
          maxLength={maxLength}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
          onBlur={() => {
            add();
            onBlur?.();
          }}
          disabled={full}
          placeholder={full ? `Up to ${max}` : placeholder}
          aria-invalid={error ? true : undefined}
          aria-describedby={messageId}
          className="h-8 min-w-32 flex-1 border-0 bg-transparent px-1 text-base text-slate-900 placeholder:text-slate-500 focus:outline-none disabled:cursor-not-allowed sm:text-sm"
        />
      </div>
      <p id={messageId} className={clsx('mt-1.5 text-sm', error ? 'text-red-700' : 'text-slate-600')}>
        {error ?? hint ?? `Press Enter after each one (up to ${max}).`}
      </p>
    </div>
  );
}
