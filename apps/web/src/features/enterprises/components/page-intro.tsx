import type { ReactNode } from 'react';

interface PageIntroProps {
  /** Left out when it would only repeat the page title the header shows as the h1. */
  title?: ReactNode;
  description?: ReactNode;
  /** Buttons or links at the right (wide screens) or below (phones). */
  actions?: ReactNode;
  /** A line above the title, such as a back link. */
  eyebrow?: ReactNode;
}

/** The heading block at the top of an enterprise page (the header already holds the page's h1). */
export function PageIntro({ title, description, actions, eyebrow }: PageIntroProps) {
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div className="min-w-0">
        {eyebrow ? <div className="mb-2">{eyebrow}</div> : null}
        {title ? (
          <h2 className="text-xl font-semibold tracking-tight text-balance break-words text-slate-900 sm:text-2xl">
            {title}
          </h2>
        ) : null}
        {description ? (
          <p className="mt-1 max-w-2xl text-sm leading-relaxed text-slate-600">{description}</p>
        ) : null}
      </div>
      {actions ? <div className="flex shrink-0 flex-wrap gap-2">{actions}</div> : null}
    </div>
  );
}
