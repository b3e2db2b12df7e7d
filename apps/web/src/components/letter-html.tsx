// An offer letter: HTML the server sanitized (the description subset: p, br, strong, em, u, lists,
// links, h2, h3, blockquote) with the candidate's values merged in, set as a printed letter.
import { clsx } from 'clsx';

const LETTER = clsx(
  'max-w-none text-sm leading-relaxed text-slate-800 sm:text-base sm:leading-7',
  '[&_p]:my-3 [&_p:first-child]:mt-0 [&_p:last-child]:mb-0',
  '[&_h2]:mt-6 [&_h2]:mb-2 [&_h2]:text-base [&_h2]:font-semibold [&_h2]:text-slate-900',
  '[&_h3]:mt-5 [&_h3]:mb-2 [&_h3]:text-sm [&_h3]:font-semibold [&_h3]:text-slate-900',
  '[&_ul]:my-3 [&_ul]:list-disc [&_ul]:space-y-1 [&_ul]:pl-6 [&_ol]:my-3 [&_ol]:list-decimal [&_ol]:space-y-1 [&_ol]:pl-6',
  '[&_strong]:font-semibold [&_strong]:text-slate-900',
  '[&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-2',
  '[&_blockquote]:my-4 [&_blockquote]:border-l-4 [&_blockquote]:border-slate-200 [&_blockquote]:pl-4 [&_blockquote]:italic',
);

export function LetterHtml({ html, className }: { html: string; className?: string }) {
  return (
    <div
      className={clsx(LETTER, className)}
      // Sanitized on the server (apps/server/src/modules/offers/offer-templates.service.ts); merged
      // values are HTML-escaped (packages/shared/src/offers/merge-fields.ts).
      // biome-ignore lint/security/noDangerouslySetInnerHtml: server-sanitized formatting markup
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
