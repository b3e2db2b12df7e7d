// Everything about one opportunity a candidate needs to decide: who, where, pay, schedule, what
// the work is and asks for, and the way to apply (or the note that they already did).
import { Info, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { Avatar } from '#web/components/avatar.tsx';
import { Button } from '#web/components/button.tsx';
import { ButtonLink } from '#web/components/button-link.tsx';
import type { OpportunityDetail as Detail } from '../api/opportunity-types.ts';
import { formatPayRange } from '../pay-range.ts';
import { AppliedBadge } from './applied-badge.tsx';
import { DescriptionHtml } from './description-html.tsx';
import { OpportunityFacts } from './opportunity-facts.tsx';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="border-t border-slate-200 pt-5">
      <h3 className="text-sm font-semibold tracking-wide text-slate-900 uppercase">{title}</h3>
      <div className="mt-3">{children}</div>
    </section>
  );
}

interface OpportunityDetailProps {
  opportunity: Detail;
  onApply: () => void;
}

function ApplyAction({ opportunity, onApply }: OpportunityDetailProps) {
  if (opportunity.applied) {
    return (
      <div className="flex flex-wrap items-center gap-3">
        <AppliedBadge />
        <ButtonLink to="/applications" variant="secondary" size="sm">
          View in My Applications
        </ButtonLink>
      </div>
    );
  }
  return (
    <Button onClick={onApply} className="w-full sm:w-auto">
      Apply
    </Button>
  );
}

export function OpportunityDetail({ opportunity, onApply }: OpportunityDetailProps) {
  const now = new Date();
  const pay = formatPayRange(opportunity);
  const questions = opportunity.screeningQuestions.length;
  return (
    <article aria-labelledby="opportunity-title" className="space-y-5">
      <header className="space-y-4">
        <div className="flex items-center gap-3">
          <Avatar
            name={opportunity.company.name}
            src={opportunity.company.avatar}
            shape="square"
            size="base"
          />
          <div className="min-w-0">
            <h2
              id="opportunity-title"
              className="text-xl font-bold tracking-tight text-slate-900 sm:text-2xl"
            >
              {opportunity.title}
            </h2>
            <p className="text-sm font-medium text-slate-700">{opportunity.company.name}</p>
          </div>
        </div>
        <OpportunityFacts opportunity={opportunity} now={now} />
        <ApplyAction opportunity={opportunity} onApply={onApply} />
      </header>

      {opportunity.description ? (
        <Section title="About the role">
          <DescriptionHtml html={opportunity.description} />
        </Section>
      ) : null}

      {opportunity.requirements ? (
        <Section title="Requirements">
          <p className="text-sm leading-relaxed whitespace-pre-line text-slate-700 sm:text-base">
            {opportunity.requirements}
          </p>
        </Section>
      ) : null}

      <Section title="Schedule and pay">
        <dl className="grid gap-4 text-sm sm:grid-cols-2">
          <div>
            <dt className="font-medium text-slate-900">Schedule</dt>
            <dd className="mt-1 whitespace-pre-line text-slate-700">
              {opportunity.schedule || 'Not stated'}
            </dd>
          </div>
          <div>
            <dt className="font-medium text-slate-900">Pay</dt>
            <dd className="mt-1 text-slate-700">{pay ?? 'Not stated'}</dd>
          </div>
          <div>
            <dt className="font-medium text-slate-900">Openings</dt>
            <dd className="mt-1 inline-flex items-center gap-1.5 text-slate-700">
              <Users className="size-4 text-slate-400" aria-hidden="true" />
              {opportunity.openings}
            </dd>
          </div>
          <div>
            <dt className="font-medium text-slate-900">Screening</dt>
            <dd className="mt-1 text-slate-700">
              {questions === 0
                ? 'No questions'
                : `${questions} short question${questions === 1 ? '' : 's'} when you apply`}
            </dd>
          </div>
        </dl>
      </Section>

      <Section title="Company">
        <div className="flex items-center gap-3">
          <Avatar name={opportunity.company.name} src={opportunity.company.avatar} shape="square" size="sm" />
          <p className="text-sm font-medium text-slate-900">{opportunity.company.name}</p>
        </div>
      </Section>

      {opportunity.applied ? null : (
        <div className="border-t border-slate-200 pt-5">
          <Button onClick={onApply} block>
            Apply to {opportunity.title}
          </Button>
          <p className="mt-2 flex items-center justify-center gap-1 text-xs text-slate-500">
            <Info className="size-3.5" aria-hidden="true" />
            Your profile and resume are shared with {opportunity.company.name} when you apply.
          </p>
        </div>
      )}
    </article>
  );
}
