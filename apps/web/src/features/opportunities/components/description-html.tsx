// An opportunity description: HTML the server already sanitized (only p, br, strong, em, u, lists,
// links, h2, h3 and blockquote survive, links carry rel="nofollow noopener"), styled as prose.
import { clsx } from 'clsx';

const PROSE = clsx(
  'max-w-none text-sm leading-relaxed text-slate-700 sm:text-base sm:leading-7',
  '[&_p]:my-3 [&_p:first-child]:mt-0 [&_p:last-child]:mb-0',
  '[&_h2]:mt-6 [&_h2]:mb-2 [&_h2]:text-base [&_h2]:font-semibold [&_h2]:text-slate-900',
  '[&_h3]:mt-5 [&_h3]:mb-2 [&_h3]:text-sm [&_h3]:font-semibold [&_h3]:text-slate-900',
  '[&_ul]:my-3 [&_ul]:list-disc [&_ul]:space-y-1 [&_ul]:pl-6 [&_ol]:my-3 [&_ol]:list-decimal [&_ol]:space-y-1 [&_ol]:pl-6',
  '[&_li]:marker:text-slate-400 [&_strong]:font-semibold [&_strong]:text-slate-900',
  '[&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-2 hover:[&_a]:text-brand-800',
  '[&_blockquote]:my-4 [&_blockquote]:border-l-4 [&_blockquote]:border-slate-200 [&_blockquote]:pl-4 [&_blockquote]:italic',
);

export function DescriptionHtml({ html, className }: { html: string; className?: string }) {
  return (
    <div
      className={clsx(PROSE, className)}
      // Sanitized on the server when saved (apps/server/src/modules/opportunities/description.ts).
      // biome-ignore lint/security/noDangerouslySetInnerHtml: server-sanitized formatting markup
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
