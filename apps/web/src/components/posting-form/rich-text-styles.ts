// How description HTML looks, the same in the editor, the live preview and the candidate's view:
// the allowed tags of allowed-html.ts styled without a typography plugin.
import { clsx } from 'clsx';

export const RICH_TEXT_CLASSES = clsx(
  'text-sm leading-relaxed break-words text-slate-700',
  '[&_p]:my-2 [&>:first-child]:mt-0 [&>:last-child]:mb-0',
  '[&_ul]:my-2 [&_ul]:list-disc [&_ul]:pl-5 [&_ol]:my-2 [&_ol]:list-decimal [&_ol]:pl-5 [&_li]:my-0.5',
  '[&_h2]:mt-4 [&_h2]:mb-1 [&_h2]:text-base [&_h2]:font-semibold [&_h2]:text-slate-900',
  '[&_h3]:mt-3 [&_h3]:mb-1 [&_h3]:font-semibold [&_h3]:text-slate-900',
  '[&_blockquote]:my-2 [&_blockquote]:border-l-4 [&_blockquote]:border-slate-200 [&_blockquote]:pl-3',
  '[&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-2',
  '[&_strong]:font-semibold [&_strong]:text-slate-900',
);
