// The first step of a new opportunity: a blank posting or one of the company's templates, its own
// or one its enterprise pushed (marked as the enterprise's; decision 101).
import { formatDate } from '@hireloop/shared/time';
import { Building2, FilePlus2, LayoutTemplate } from 'lucide-react';
import { Link } from 'react-router';
import { ButtonLink } from '#web/components/button-link.tsx';
import { ErrorState } from '#web/components/error-state.tsx';
import { Pagination } from '#web/components/pagination.tsx';
import { Spinner } from '#web/components/spinner.tsx';
import { usePageParam } from '#web/lib/use-page-param.ts';
import { useTemplateChoices } from '../api/opportunity-templates.ts';

const CHOICE_CLASSES =
  'flex h-full flex-col rounded-xl border bg-white p-5 shadow-card transition-colors hover:border-brand-400 hover:bg-brand-50/40 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

export function TemplateChooser() {
  const [page, setPage] = usePageParam('templates_page');
  const templates = useTemplateChoices(page);

  return (
    <div className="space-y-8">
      <section aria-labelledby="start-heading">
        <h2 id="start-heading" className="text-base font-semibold text-slate-900">
          How do you want to start?
        </h2>
        <div className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <Link to="?start=scratch" className={`${CHOICE_CLASSES} border-brand-200`}>
            <span className="flex size-10 items-center justify-center rounded-lg bg-brand-600 text-white">
              <FilePlus2 className="size-5" aria-hidden="true" />
            </span>
            <span className="mt-4 font-semibold text-slate-900">Start from scratch</span>
            <span className="mt-1 text-sm text-slate-600">
              A blank posting with the usual pipeline steps.
            </span>
          </Link>
        </div>
      </section>

      <section aria-labelledby="templates-heading">
        <div className="flex items-center justify-between gap-3">
          <h2 id="templates-heading" className="text-base font-semibold text-slate-900">
            Or use a template
          </h2>
          <Link to="/company-templates" className="text-sm font-semibold text-brand-700 hover:text-brand-800">
            Manage templates
          </Link>
        </div>
        {templates.isPending ? (
          <div className="flex justify-center py-10">
            <Spinner className="size-6 text-brand-600" label="Loading templates" />
          </div>
        ) : templates.isError ? (
          <ErrorState onRetry={() => void templates.refetch()} retrying={templates.isFetching} />
        ) : templates.data.data.length === 0 ? (
          <div className="mt-4 rounded-xl border border-dashed border-slate-300 px-6 py-8 text-center">
            <p className="text-sm text-slate-600">
              No templates yet. A template keeps a posting you use often, so the next one takes a minute.
            </p>
            <ButtonLink to="/company-templates/create" variant="secondary" size="sm" className="mt-4">
              Create a template
            </ButtonLink>
          </div>
        ) : (
          <>
            <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {templates.data.data.map((template) => (
                <li key={template.id}>
                  <Link
                    to={`?template=${template.id}`}
                    className={`${CHOICE_CLASSES} border-slate-200`}
                    aria-label={`Use template ${template.name}`}
                  >
                    <span className="flex size-10 items-center justify-center rounded-lg bg-slate-100 text-slate-700">
                      <LayoutTemplate className="size-5" aria-hidden="true" />
                    </span>
                    <span className="mt-4 font-semibold break-words text-slate-900">{template.name}</span>
                    <span className="mt-1 text-sm break-words text-slate-600">{template.title}</span>
                    {template.enterprise ? (
                      <span className="mt-2 inline-flex w-fit items-center gap-1 rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">
                        <Building2 className="size-3.5" aria-hidden="true" />
                        From {template.enterprise.name}
                      </span>
                    ) : null}
                    <span className="mt-3 text-xs text-slate-500">
                      Updated {formatDate(template.updatedAt)}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
            <Pagination
              label="Template pages"
              page={templates.data.meta.currentPage}
              lastPage={templates.data.meta.lastPage}
              total={templates.data.meta.total}
              onPageChange={setPage}
            />
          </>
        )}
      </section>
    </div>
  );
}
