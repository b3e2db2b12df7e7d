// Applications saved unfinished, above the active ones: they need the candidate before any
// company sees them.
import { PencilLine } from 'lucide-react';
import { Link } from 'react-router';
import { ButtonLink } from '#web/components/button-link.tsx';
import { useApplications } from '../api/my-applications.ts';
import { tabSearch } from '../use-applications-params.ts';

const SHOWN = 5;

export function UnfinishedApplications() {
  const drafts = useApplications({ status: 'draft', page: 1, perPage: SHOWN });
  const rows = drafts.data?.data ?? [];
  if (rows.length === 0) return null;
  const total = drafts.data?.meta.total ?? rows.length;
  return (
    <section
      aria-labelledby="unfinished-heading"
      className="rounded-xl border border-amber-200 bg-amber-50/60 p-4 sm:p-5"
    >
      <h2 id="unfinished-heading" className="flex items-center gap-2 text-sm font-semibold text-amber-900">
        <PencilLine className="size-4" aria-hidden="true" />
        {total === 1 ? '1 application to finish' : `${total} applications to finish`}
      </h2>
      <p className="mt-1 text-sm text-amber-900">Companies see them only once you submit.</p>
      <ul className="mt-3 divide-y divide-amber-200/70">
        {rows.map((application) => (
          <li key={application.id} className="flex flex-wrap items-center justify-between gap-3 py-2.5">
            <p className="min-w-0 text-sm">
              <span className="font-semibold text-slate-900">{application.opportunity.title}</span>
              <span className="text-slate-700"> · {application.company.name}</span>
            </p>
            <ButtonLink to={`/finish-application/${application.uuid}`} size="sm">
              Finish application
            </ButtonLink>
          </li>
        ))}
      </ul>
      {total > rows.length ? (
        <Link
          to={{ search: tabSearch('all') }}
          className="mt-2 inline-block text-sm font-semibold text-amber-900 underline underline-offset-2"
        >
          See all {total} in the All tab
        </Link>
      ) : null}
    </section>
  );
}
