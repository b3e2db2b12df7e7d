// One enterprise template of the list: its name (opens it), the job title it posts, where it is
// pushed, when it last changed, and what the viewer may do with it.
import { formatDate } from '@hireloop/shared/time';
import { LayoutTemplate, PencilLine, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { ButtonLink } from '#web/components/button-link.tsx';
import type { EnterpriseTemplate } from '../api/enterprise-templates.ts';

interface EnterpriseTemplateRowProps {
  template: EnterpriseTemplate;
  onDelete: () => void;
}

export function pushedToText(template: Pick<EnterpriseTemplate, 'pushAll' | 'groups'>): string {
  if (template.pushAll) return 'All locations';
  return template.groups.map((group) => group.name).join(', ') || 'No locations';
}

export function EnterpriseTemplateRow({ template, onDelete }: EnterpriseTemplateRowProps) {
  return (
    <li className="flex flex-col gap-4 px-4 py-4 sm:flex-row sm:items-center sm:px-6">
      <div className="flex min-w-0 flex-1 items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
          <LayoutTemplate className="size-5" aria-hidden="true" />
        </span>
        <div className="min-w-0">
          <h2 className="font-semibold break-words text-slate-900">
            <Link
              to={`/enterprise-templates/${template.id}`}
              className="hover:text-brand-700 hover:underline"
            >
              {template.name}
            </Link>
          </h2>
          <p className="mt-0.5 text-sm break-words text-slate-600">{template.title}</p>
          <p className="mt-1 text-xs break-words text-slate-600">
            <span className="font-medium text-slate-700">Pushed to:</span> {pushedToText(template)} · Updated{' '}
            {formatDate(template.updatedAt)}
          </p>
        </div>
      </div>
      {template.abilities.update ? (
        <div className="flex items-center gap-2 pl-13 sm:pl-0">
          <ButtonLink
            to={`/enterprise-templates/${template.id}`}
            variant="secondary"
            size="sm"
            aria-label={`Edit template ${template.name}`}
          >
            <PencilLine className="size-4" aria-hidden="true" />
            Edit
          </ButtonLink>
          {template.abilities.delete ? (
            <button
              type="button"
              onClick={onDelete}
              aria-label={`Delete template ${template.name}`}
              className="inline-flex size-8 items-center justify-center rounded-lg text-slate-600 hover:bg-red-50 hover:text-red-700"
            >
              <Trash2 className="size-4" aria-hidden="true" />
            </button>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}
