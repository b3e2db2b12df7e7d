// A template for someone who may not change it (Team Members, enterprise Viewers, a location reading
// its enterprise's template): the posting as candidates would see it and the steps its
// opportunities start with.
import type { ReactNode } from 'react';
import { Banner } from '#web/components/banner.tsx';
import { Card } from '#web/components/card.tsx';
import type { PostingFormValues } from '#web/components/posting-form/posting-form-values.ts';
import { PostingPreview } from '#web/components/posting-form/posting-preview.tsx';
import { useSession } from '#web/lib/session/session.tsx';

interface TemplateReadOnlyProps {
  values: PostingFormValues;
  /** Why it is read-only; a Team Member's reason by default. */
  notice?: { title: string; text: ReactNode };
  /** Whose name and logo the preview shows: the active company by default. */
  account?: { name: string; avatar: string | null };
}

const TEAM_MEMBER_NOTICE = {
  title: 'View only',
  text: 'Your role can see templates but not change them. Ask a recruiter or manager to make changes.',
};

export function TemplateReadOnly({ values, notice = TEAM_MEMBER_NOTICE, account }: TemplateReadOnlyProps) {
  const company = useSession().user?.activeCompany;
  const shownAccount = account ?? { name: company?.name ?? '', avatar: company?.avatar ?? null };
  return (
    <div className="space-y-6">
      <Banner variant="info" title={notice.title}>
        {notice.text}
      </Banner>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_18rem] lg:items-start">
        <section aria-labelledby="template-posting-heading">
          <div className="mb-3 flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
            <h2 id="template-posting-heading" className="text-sm font-semibold text-slate-900">
              {values.name}
            </h2>
            <p className="text-xs text-slate-600">As candidates will see it</p>
          </div>
          <PostingPreview values={values} company={shownAccount} />
        </section>
        <Card className="p-5">
          <section aria-labelledby="template-steps-heading">
            <h2 id="template-steps-heading" className="text-sm font-semibold text-slate-900">
              Hiring pipeline
            </h2>
            <ol className="mt-3 space-y-2">
              {values.pipeline_steps.map((step, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a display-only list of a saved template
                <li key={`${index}-${step.name}`} className="flex items-center gap-3 text-sm text-slate-700">
                  <span className="flex size-6 items-center justify-center rounded-full bg-brand-50 text-xs font-semibold text-brand-700">
                    {index + 1}
                  </span>
                  {step.name}
                </li>
              ))}
            </ol>
          </section>
        </Card>
      </div>
    </div>
  );
}
