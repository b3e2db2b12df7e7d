// The posting as a candidate will see it, drawn from the form's current values as they are typed.
import { EMPLOYMENT_TYPE_LABELS, type PayPeriod } from '@hireloop/shared/opportunities/enums';
import { Banknote, BriefcaseBusiness, CircleHelp, Clock, MapPin, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { Avatar } from '../avatar.tsx';
import { toAllowedHtml } from './allowed-html.ts';
import { payText } from './pay-text.ts';
import type { PostingFormValues } from './posting-form-values.ts';
import { QUESTION_TYPE_LABELS } from './question-type-labels.ts';
import { RICH_TEXT_CLASSES } from './rich-text-styles.ts';

interface PostingPreviewProps {
  values: PostingFormValues;
  company: { name: string; avatar: string | null };
}

function Fact({ icon: Icon, children }: { icon: typeof MapPin; children: ReactNode }) {
  return (
    <li className="inline-flex items-center gap-1.5 rounded-full bg-slate-100 px-2.5 py-1 text-xs font-medium text-slate-700">
      <Icon className="size-3.5 text-slate-500" aria-hidden="true" />
      {children}
    </li>
  );
}

const amountOf = (text: string) => {
  const value = Number(text);
  return text.trim() === '' || !Number.isFinite(value) ? null : value;
};

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="border-t border-slate-100 pt-4">
      <h4 className="text-sm font-semibold text-slate-900">{title}</h4>
      <div className="mt-2">{children}</div>
    </div>
  );
}

export function PostingPreview({ values, company }: PostingPreviewProps) {
  const location = values.location.trim();
  const pay = payText(
    amountOf(values.pay_min),
    amountOf(values.pay_max),
    (values.pay_period || null) as PayPeriod | null,
  );
  const openings = amountOf(values.openings) ?? 1;
  const description = toAllowedHtml(values.description);
  const questions = values.screening_questions.filter((question) => question.question.trim() !== '');

  return (
    <article className="space-y-4 rounded-xl border border-slate-200 bg-white p-5 shadow-card">
      <div className="flex items-center gap-3">
        <Avatar name={company.name} src={company.avatar} shape="square" size="md" />
        <p className="text-sm font-medium text-slate-700">{company.name}</p>
      </div>
      <div>
        <h3 className="text-xl font-bold tracking-tight break-words text-slate-900">
          {values.title.trim() || <span className="text-slate-500">Job title</span>}
        </h3>
        <ul className="mt-3 flex flex-wrap gap-2" aria-label="Key facts">
          {location || values.remote ? (
            <Fact icon={MapPin}>{[location, values.remote ? 'Remote' : ''].filter(Boolean).join(' · ')}</Fact>
          ) : null}
          <Fact icon={BriefcaseBusiness}>{EMPLOYMENT_TYPE_LABELS[values.employment_type]}</Fact>
          {pay ? <Fact icon={Banknote}>{pay}</Fact> : null}
          {openings > 1 ? <Fact icon={Users}>{openings} openings</Fact> : null}
        </ul>
      </div>
      {description ? (
        // Rewritten into the allowed tags just above: no attributes but link addresses survive.
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by toAllowedHtml
        <div className={RICH_TEXT_CLASSES} dangerouslySetInnerHTML={{ __html: description }} />
      ) : (
        <p className="text-sm text-slate-500 italic">The description shows here.</p>
      )}
      {values.requirements.trim() ? (
        <Part title="Requirements">
          <p className="text-sm leading-relaxed whitespace-pre-line text-slate-700">{values.requirements}</p>
        </Part>
      ) : null}
      {values.schedule.trim() ? (
        <Part title="Schedule">
          <p className="flex gap-2 text-sm whitespace-pre-line text-slate-700">
            <Clock className="mt-0.5 size-4 shrink-0 text-slate-500" aria-hidden="true" />
            {values.schedule}
          </p>
        </Part>
      ) : null}
      {questions.length > 0 ? (
        <Part title="You will be asked">
          <ol className="space-y-2">
            {questions.map((question, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a display-only list without state; questions may repeat while typed
              <li key={`${index}-${question.question}`} className="flex gap-2 text-sm text-slate-700">
                <CircleHelp className="mt-0.5 size-4 shrink-0 text-slate-500" aria-hidden="true" />
                <span>
                  {question.question}
                  <span className="block text-xs text-slate-500">
                    {question.type === 'yes_no' || question.type === 'short_text'
                      ? QUESTION_TYPE_LABELS[question.type]
                      : question.options
                          .map((option) => option.text.trim())
                          .filter(Boolean)
                          .join(' · ')}
                  </span>
                </span>
              </li>
            ))}
          </ol>
        </Part>
      ) : null}
      <div className="border-t border-slate-100 pt-4">
        <span
          aria-hidden="true"
          className="inline-flex h-10 w-full items-center justify-center rounded-lg bg-brand-600 text-sm font-semibold text-white opacity-90 sm:w-auto sm:px-6"
        >
          Apply now
        </span>
      </div>
    </article>
  );
}
