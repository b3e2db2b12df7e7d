// One template of the list: its name (opens it), the job title it posts, when it last changed,
// and what the viewer may do with it. One the enterprise pushed is marked so: used, never changed.
import { formatDate } from '@hireloop/shared/time';
import { Building2, LayoutTemplate, PencilLine, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { ButtonLink } from '#web/components/button-link.tsx';
import type { OpportunityTemplate } from '../api/templates.ts';

interface TemplateRowProps {
  template: OpportunityTemplate;
  canManage: boolean;
  onDelete: () => void;
}

const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;

export function TemplateRow({ template, canManage, onDelete }: TemplateRowProps) {
  const fromEnterprise = template.enterprise !== null;
  return (
    <li className="flex flex-col gap-4 px-4 py-4 sm:flex-row sm:items-center sm:px-6">
      <div className="flex min-w-0 flex-1 items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
          <LayoutTemplate className="size-5" aria-hidden="true" />
        </span>
        <div className="min-w-0">
          <h2 className="font-semibold break-words text-slate-900">
            <Link to={`/company-templates/${template.id}`} className="hover:text-brand-700 hover:underline">
              {template.name}
            </Link>
          </h2>
          <p className="mt-0.5 text-sm break-words text-slate-600">{template.title}</p>
          {template.enterprise ? (
            <p className="mt-1.5 inline-flex items-center gap-1 rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">
              <Building2 className="size-3.5" aria-hidden="true" />
              From {template.enterprise.name} · read-only
            </p>
          ) : null}
          <p className="mt-1 text-xs text-slate-500">
            Updated {formatDate(template.updatedAt)} · {plural(template.pipelineSteps.length, 'step')} ·{' '}
            {plural(template.screeningQuestions.length, 'question')}
          </p>
        </div>
      </div>
      {canManage ? (
        <div className="flex items-center gap-2 pl-13 sm:pl-0">
          <ButtonLink
            to={`/company-opportunities/create?template=${template.id}`}
            size="sm"
            aria-label={`Use template ${template.name}`}
          >
            Use template
          </ButtonLink>
          {fromEnterprise ? null : (
            <>
              <ButtonLink
                to={`/company-templates/${template.id}`}
                variant="secondary"
                size="sm"
                aria-label={`Edit template ${template.name}`}
              >
                <PencilLine className="size-4" aria-hidden="true" />
                Edit
              </ButtonLink>
              <button
                type="button"
                onClick={onDelete}
                aria-label={`Delete template ${template.name}`}
                className="inline-flex size-8 items-center justify-center rounded-lg text-slate-600 hover:bg-red-50 hover:text-red-700"
              >
                <Trash2 className="size-4" aria-hidden="true" />
              </button>
            </>
          )}
        </div>
      ) : null}
    </li>
  );
}
