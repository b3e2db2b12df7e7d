import type { ReactNode } from 'react';
import { Card } from '#web/components/card.tsx';

interface SectionCardProps {
  title: string;
  /** Right of the title: a count or an action. */
  aside?: ReactNode;
  children: ReactNode;
  /** h3 under the page intro's h2; h2 where the intro has no title (the header's h1 names the page). */
  headingLevel?: 2 | 3;
}

/** A titled card holding one list or form of a page. */
export function SectionCard({ title, aside, children, headingLevel = 3 }: SectionCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <Card className="overflow-hidden">
      <div className="flex min-h-14 flex-wrap items-center justify-between gap-2 border-b border-slate-200 px-4 py-3 sm:px-6">
        <Heading className="text-base font-semibold text-slate-900">{title}</Heading>
        {aside}
      </div>
      {children}
    </Card>
  );
}
