// One titled part of the posting form (Basics, Screening questions, Pipeline…).
import type { ReactNode } from 'react';
import { Card } from '../card.tsx';

interface FormSectionProps {
  id: string;
  title: string;
  description?: ReactNode;
  children: ReactNode;
}

export function FormSection({ id, title, description, children }: FormSectionProps) {
  return (
    <Card className="p-4 sm:p-6">
      <section aria-labelledby={id}>
        <h2 id={id} className="text-base font-semibold text-slate-900">
          {title}
        </h2>
        {description ? <p className="mt-1 text-sm text-slate-600">{description}</p> : null}
        <div className="mt-5 space-y-5">{children}</div>
      </section>
    </Card>
  );
}
