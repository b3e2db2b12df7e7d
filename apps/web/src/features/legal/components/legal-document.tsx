// Layout of a legal text: title, last-updated date, a table of contents and numbered sections.
import type { ReactNode } from 'react';

export interface LegalSection {
  id: string;
  heading: string;
  body: ReactNode;
}

interface LegalDocumentProps {
  title: string;
  /** ISO date, shown as e.g. "November 21, 2026". */
  lastUpdated: string;
  intro: ReactNode;
  sections: readonly LegalSection[];
}

function formatDate(isoDate: string): string {
  return new Date(`${isoDate}T00:00:00Z`).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

export function LegalDocument({ title, lastUpdated, intro, sections }: LegalDocumentProps) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 lg:py-16">
      <header className="max-w-3xl">
        <p className="text-sm font-semibold text-brand-700">Legal</p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
        <p className="mt-3 text-sm text-slate-600">
          Last updated <time dateTime={lastUpdated}>{formatDate(lastUpdated)}</time>
        </p>
      </header>
      <div className="mt-10 grid gap-12 lg:grid-cols-[16rem_minmax(0,1fr)]">
        <nav aria-label="On this page" className="lg:sticky lg:top-24 lg:self-start">
          <p className="text-sm font-semibold text-slate-900">On this page</p>
          <ol className="mt-3 space-y-2 border-l border-slate-200 text-sm">
            {sections.map((section, index) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  className="-ml-px block border-l border-transparent pl-4 text-slate-600 hover:border-slate-400 hover:text-slate-900"
                >
                  {index + 1}. {section.heading}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <article className="legal-prose max-w-3xl text-base leading-7 text-slate-700">
          <div className="space-y-4">{intro}</div>
          {sections.map((section, index) => (
            <section
              key={section.id}
              id={section.id}
              aria-labelledby={`${section.id}-heading`}
              className="mt-10 scroll-mt-24"
            >
              <h2 id={`${section.id}-heading`} className="text-xl font-semibold text-slate-900">
                {index + 1}. {section.heading}
              </h2>
              <div className="mt-3 space-y-4">{section.body}</div>
            </section>
          ))}
        </article>
      </div>
    </div>
  );
}
