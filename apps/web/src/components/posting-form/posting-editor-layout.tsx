// The posting form with its live preview: side by side from 1280 px (the preview stays in view
// while the form scrolls, with the save buttons under it), and on smaller screens one at a time
// with an Edit / Preview switch.
import { clsx } from 'clsx';
import { Eye, PencilLine } from 'lucide-react';
import { type ReactNode, useState } from 'react';

interface PostingEditorLayoutProps {
  /** The form's sections. */
  children: ReactNode;
  preview: ReactNode;
  /** The save buttons. */
  actions: ReactNode;
}

function ViewButton({
  pressed,
  onClick,
  icon: Icon,
  children,
}: {
  pressed: boolean;
  onClick: () => void;
  icon: typeof Eye;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={onClick}
      className={clsx(
        'inline-flex h-9 flex-1 items-center justify-center gap-2 rounded-md text-sm font-semibold transition-colors',
        pressed ? 'bg-white text-slate-900 shadow-sm' : 'text-slate-600 hover:text-slate-900',
      )}
    >
      <Icon className="size-4" aria-hidden="true" />
      {children}
    </button>
  );
}

export function PostingEditorLayout({ children, preview, actions }: PostingEditorLayoutProps) {
  const [showPreview, setShowPreview] = useState(false);
  // The buttons sit under the preview from 1280 px (which stays in view), else after the form; only
  // one of the two is ever displayed, so each button exists once for people and assistive tech.
  const actionBar = (className: string) => (
    <div
      className={clsx(
        'flex-col-reverse gap-3 rounded-xl border border-slate-200 bg-white p-3 shadow-card sm:flex-row sm:items-center sm:justify-end',
        className,
      )}
    >
      {actions}
    </div>
  );
  return (
    <div>
      <div className="mb-4 flex gap-1 rounded-lg bg-slate-200/70 p-1 xl:hidden">
        <ViewButton pressed={!showPreview} onClick={() => setShowPreview(false)} icon={PencilLine}>
          Edit
        </ViewButton>
        <ViewButton pressed={showPreview} onClick={() => setShowPreview(true)} icon={Eye}>
          Preview
        </ViewButton>
      </div>
      <div className="xl:grid xl:grid-cols-[minmax(0,1fr)_24rem] xl:items-start xl:gap-6 2xl:grid-cols-[minmax(0,1fr)_28rem]">
        <div className={clsx('space-y-6', showPreview && 'hidden xl:block xl:space-y-6')}>{children}</div>
        <aside
          aria-labelledby="posting-preview-heading"
          className={clsx(
            'xl:sticky xl:top-20 xl:flex xl:max-h-[calc(100dvh-6rem)] xl:flex-col',
            !showPreview && 'hidden',
          )}
        >
          <div className="mb-3 flex items-baseline justify-between gap-3">
            <h2 id="posting-preview-heading" className="text-sm font-semibold text-slate-900">
              Preview
            </h2>
            <p className="text-xs text-slate-600">As candidates will see it</p>
          </div>
          {/* A long posting scrolls inside the column, so the buttons under it stay in view. */}
          <section
            aria-label="Preview of the posting"
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard to be scrolled
            tabIndex={0}
            className="min-h-0 overflow-y-auto rounded-xl"
          >
            {preview}
          </section>
          {actionBar('mt-4 hidden shrink-0 xl:flex')}
        </aside>
      </div>
      {actionBar('mt-6 flex xl:hidden')}
    </div>
  );
}
