// The list's search box: filters as the user types (after a short pause), kept in `?search=`.
import { Search, X } from 'lucide-react';
import { useEffect, useId, useState } from 'react';

interface ConversationSearchProps {
  value: string;
  onChange: (search: string) => void;
  placeholder: string;
}

const DEBOUNCE_MS = 300;

export function ConversationSearch({ value, onChange, placeholder }: ConversationSearchProps) {
  const [text, setText] = useState(value);
  const id = useId();

  // Back/forward navigation changes the URL under the box.
  useEffect(() => setText(value), [value]);

  useEffect(() => {
    if (text.trim() === value) return;
    const timer = window.setTimeout(() => onChange(text), DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text, value, onChange]);

  return (
    <search className="relative block">
      <label htmlFor={id} className="sr-only">
        Search conversations
      </label>
      <Search
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500"
        aria-hidden="true"
      />
      <input
        id={id}
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={placeholder}
        maxLength={100}
        className="block h-10 w-full rounded-lg border border-slate-300 bg-white pr-9 pl-9 text-base text-slate-900 shadow-sm placeholder:text-slate-500 hover:border-slate-400 focus:outline-2 focus:-outline-offset-1 focus:outline-brand-600 sm:text-sm [&::-webkit-search-cancel-button]:hidden"
      />
      {text ? (
        <button
          type="button"
          onClick={() => {
            setText('');
            onChange('');
          }}
          className="absolute top-1/2 right-2 -translate-y-1/2 rounded-md p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-800"
          aria-label="Clear search"
        >
          <X className="size-4" aria-hidden="true" />
        </button>
      ) : null}
    </search>
  );
}
