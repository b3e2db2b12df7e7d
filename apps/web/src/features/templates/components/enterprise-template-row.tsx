// One enterprise template of the list: its name (opens it), the job title it posts, where it is
// pushed, when it last changed, and what the viewer may do with it.
import { formatDate } from '@hireloop/shared/time';
import type { EnterpriseTemplate } from '../api/enterprise-templates.ts';
import { DeleteTemplateButton, EditTemplateLink, TemplateListItem } from './template-list-item.tsx';

interface EnterpriseTemplateRowProps {
  template: EnterpriseTemplate;
  onDelete: () => void;
}

export function pushedToText(template: Pick<EnterpriseTemplate, 'pushAll' | 'groups'>): string {
  if (template.pushAll) return 'All locations';
  return template.groups.map((group) => group.name).join(', ') || 'No locations';
}

export function EnterpriseTemplateRow({ template, onDelete }: EnterpriseTemplateRowProps) {
  const to = `/enterprise-templates/${template.id}`;
  return (
    <TemplateListItem
      template={template}
      to={to}
      details={
        <p className="mt-1 text-xs break-words text-slate-600">
          <span className="font-medium text-slate-700">Pushed to:</span> {pushedToText(template)} · Updated{' '}
          {formatDate(template.updatedAt)}
        </p>
      }
      actions={
        template.abilities.update ? (
          <>
            <EditTemplateLink to={to} name={template.name} />
            {template.abilities.delete ? (
              <DeleteTemplateButton name={template.name} onDelete={onDelete} />
            ) : null}
          </>
        ) : null
      }
    />
  );
}
