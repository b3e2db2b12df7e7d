// One block of the account settings: a heading and description on the left (wide screens) or
// above (phones), the controls in a card.
import type { ReactNode } from 'react';
import { Card } from '#web/components/card.tsx';

interface SettingsSectionProps {
  id: string;
  title: string;
  description: ReactNode;
  /** Shown beside the title, e.g. an On/Off status. */
  status?: ReactNode;
  children: ReactNode;
}

export function SettingsSection({ id, title, description, status, children }: SettingsSectionProps) {
  const headingId = `${id}-heading`;
  return (
    <section aria-labelledby={headingId} className="grid gap-4 lg:grid-cols-[18rem_1fr] lg:gap-8">
      <div>
        <div className="flex flex-wrap items-center gap-2">
          <h3 id={headingId} className="text-base font-semibold text-slate-900">
            {title}
          </h3>
          {status}
        </div>
        <div className="mt-1 text-sm leading-relaxed text-slate-600">{description}</div>
      </div>
      <Card className="p-5 sm:p-6">{children}</Card>
    </section>
  );
}
