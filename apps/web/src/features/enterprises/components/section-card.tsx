import type { ReactNode } from 'react';
import { Card } from '#web/components/card.tsx';

interface SectionCardProps {
  title: string;
  /** Right of the title: a count or an action. */
  aside?: ReactNode;
  children: ReactNode;
}

/** A titled card holding one list or form of a page. */
export function SectionCard({ title, aside, children }: SectionCardProps) {
  return (
    <Card className="overflow-hidden">
      <div className="flex min-h-14 flex-wrap items-center justify-between gap-2 border-b border-slate-200 px-4 py-3 sm:px-6">
        <h3 className="text-base font-semibold text-slate-900">{title}</h3>
        {aside}
      </div>
      {children}
    </Card>
  );
}
