// A search snippet with the matched words marked. The server sends plain text and character
// ranges, so no markup from the server is ever rendered here.
import { Fragment } from 'react';

interface SnippetTextProps {
  text: string;
  /** [start, end) character ranges, in order. */
  highlights: ReadonlyArray<readonly number[]>;
}

export function SnippetText({ text, highlights }: SnippetTextProps) {
  const parts: Array<{ text: string; marked: boolean }> = [];
  let cursor = 0;
  for (const [start = 0, end = 0] of highlights) {
    if (start < cursor || end <= start || end > text.length) continue;
    if (start > cursor) parts.push({ text: text.slice(cursor, start), marked: false });
    parts.push({ text: text.slice(start, end), marked: true });
    cursor = end;
  }
  if (cursor < text.length) parts.push({ text: text.slice(cursor), marked: false });
  return (
    <>
      {parts.map((part, index) =>
        part.marked ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: parts never reorder
          <mark key={index} className="rounded-sm bg-amber-100 px-0.5 text-slate-900">
            {part.text}
          </mark>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: parts never reorder
          <Fragment key={index}>{part.text}</Fragment>
        ),
      )}
    </>
  );
}
