// The frame of one row in a templates list, company or enterprise: the icon, the name (opens it),
// the job title it posts, the row's own details and its actions; plus the Edit and Delete actions
// both lists offer.
import { LayoutTemplate, PencilLine, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ButtonLink } from '#web/components/button-link.tsx';

interface TemplateListItemProps {
  template: { name: string; title: string };
  /** The template's own page. */
  to: string;
  /** Details under the title: where it comes from or is pushed, when it changed. */
  details: ReactNode;
  /** Buttons for the viewer, or nothing when the viewer only reads. */
  actions: ReactNode;
}

export function TemplateListItem({ template, to, details, actions }: TemplateListItemProps) {
  return (
    <li className="flex flex-col gap-4 px-4 py-4 sm:flex-row sm:items-center sm:px-6">
      <div className="flex min-w-0 flex-1 items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
          <LayoutTemplate className="size-5" aria-hidden="true" />
        </span>
        <div className="min-w-0">
          <h2 className="font-semibold break-words text-slate-900">
            <Link to={to} className="hover:text-brand-700 hover:underline">
              {template.name}
            </Link>
          </h2>
          <p className="mt-0.5 text-sm break-words text-slate-600">{template.title}</p>
          {details}
        </div>
      </div>
      {actions ? <div className="flex items-center gap-2 pl-13 sm:pl-0">{actions}</div> : null}
    </li>
  );
}

export function EditTemplateLink({ to, name }: { to: string; name: string }) {
  return (
    <ButtonLink to={to} variant="secondary" size="sm" aria-label={`Edit template ${name}`}>
      <PencilLine className="size-4" aria-hidden="true" />
      Edit
    </ButtonLink>
  );
}

export function DeleteTemplateButton({ name, onDelete }: { name: string; onDelete: () => void }) {
  return (
    <button
      type="button"
      onClick={onDelete}
      aria-label={`Delete template ${name}`}
      className="inline-flex size-8 items-center justify-center rounded-lg text-slate-600 hover:bg-red-50 hover:text-red-700"
    >
      <Trash2 className="size-4" aria-hidden="true" />
    </button>
  );
}
