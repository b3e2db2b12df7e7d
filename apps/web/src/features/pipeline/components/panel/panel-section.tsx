// A titled part of the candidate panel and of the print page (where each starts on a clean page
// break and prints black on white).
import { clsx } from 'clsx';
import { type ReactNode, useId } from 'react';

interface PanelSectionProps {
  title: string;
  /** 3 inside the panel (its title is the h2), 2 on the print page. */
  level?: 2 | 3;
  action?: ReactNode;
  children: ReactNode;
  className?: string;
}

export function PanelSection({ title, level = 3, action, children, className }: PanelSectionProps) {
  const headingId = useId();
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section aria-labelledby={headingId} className={clsx('print:break-inside-avoid-page', className)}>
      <div className="flex items-center justify-between gap-3">
        <Heading
          id={headingId}
          className="text-sm font-semibold tracking-wide text-slate-500 uppercase print:text-base print:text-black"
        >
          {title}
        </Heading>
        {action}
      </div>
      <div className="mt-3">{children}</div>
    </section>
  );
}
