// A list's search box: the caller keeps the text in the URL; it follows the typing after a short
// pause (Enter searches at once), shows what the URL says after back/forward, and clears with ×.
import { Search, X } from 'lucide-react';
import { useEffect, useId, useState } from 'react';

const TYPING_PAUSE_MS = 300;

interface SearchBoxProps {
  /** The search as the URL has it. */
  value: string;
  onSearch: (text: string) => void;
  /** The box's accessible name, e.g. "Search conversations". */
  label: string;
  placeholder?: string;
  maxLength?: number;
  className?: string;
}

export function SearchBox({
  value,
  onSearch,
  label,
  placeholder = label,
  maxLength = 100,
  className = '',
}: SearchBoxProps) {
  const id = useId();
  const [text, setText] = useState(value);

  // Back/forward or a cleared filter changes the URL: the box shows it.
  useEffect(() => setText(value), [value]);

  useEffect(() => {
    if (text.trim() === value.trim()) return;
    const timer = window.setTimeout(() => onSearch(text), TYPING_PAUSE_MS);
    return () => window.clearTimeout(timer);
  }, [text, value, onSearch]);

  return (
    <search className={`relative block ${className}`}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Search
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500"
        aria-hidden="true"
      />
      <input
        id={id}
        type="search"
        value={text}
        placeholder={placeholder}
        maxLength={maxLength}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') onSearch(text);
        }}
        className="block h-10 w-full rounded-lg border border-slate-300 bg-white pr-9 pl-9 text-base text-slate-900 shadow-sm placeholder:text-slate-500 hover:border-slate-400 focus:outline-2 focus:-outline-offset-1 focus:outline-brand-600 sm:text-sm [&::-webkit-search-cancel-button]:hidden"
      />
      {text ? (
        <button
          type="button"
          aria-label="Clear search"
          onClick={() => {
            setText('');
            onSearch('');
          }}
          className="absolute top-1/2 right-2 inline-flex size-7 -translate-y-1/2 items-center justify-center rounded-md text-slate-500 hover:bg-slate-100 hover:text-slate-800"
        >
          <X className="size-4" aria-hidden="true" />
        </button>
      ) : null}
    </search>
  );
}
