// One template of the list: its name (opens it), the job title it posts, when it last changed,
// and what the viewer may do with it. One the enterprise pushed is marked so: used, never changed.
import { formatDate } from '@hireloop/shared/time';
import { Building2 } from 'lucide-react';
import { ButtonLink } from '#web/components/button-link.tsx';
import type { OpportunityTemplate } from '../api/templates.ts';
import { DeleteTemplateButton, EditTemplateLink, TemplateListItem } from './template-list-item.tsx';

interface TemplateRowProps {
  template: OpportunityTemplate;
  canManage: boolean;
  onDelete: () => void;
}

const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;

export function TemplateRow({ template, canManage, onDelete }: TemplateRowProps) {
  const to = `/company-templates/${template.id}`;
  return (
    <TemplateListItem
      template={template}
      to={to}
      details={
        <>
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
        </>
      }
      actions={
        canManage ? (
          <>
            <ButtonLink
              to={`/company-opportunities/create?template=${template.id}`}
              size="sm"
              aria-label={`Use template ${template.name}`}
            >
              Use template
            </ButtonLink>
            {/* One the enterprise pushed is used, never changed here. */}
            {template.enterprise ? null : (
              <>
                <EditTemplateLink to={to} name={template.name} />
                <DeleteTemplateButton name={template.name} onDelete={onDelete} />
              </>
            )}
          </>
        ) : null
      }
    />
  );
}
