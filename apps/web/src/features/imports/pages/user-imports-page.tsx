// `/user-imports`: the company's imports, newest first, and the way to start a new one.
import { IMPORT_KIND_LABELS } from '@hireloop/shared/imports';
import { FileUp } from 'lucide-react';
import { Link } from 'react-router';
import { ButtonLink } from '#web/components/button-link.tsx';
import { Card } from '#web/components/card.tsx';
import { EmptyState } from '#web/components/empty-state.tsx';
import { ErrorState } from '#web/components/error-state.tsx';
import { Pagination } from '#web/components/pagination.tsx';
import { Spinner } from '#web/components/spinner.tsx';
import { usePageParam } from '#web/lib/use-page-param.ts';
import { useImports } from '../api/imports.ts';
import { ImportStatusBadge } from '../components/import-status-badge.tsx';

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

export default function UserImportsPage() {
  const [page, setPage] = usePageParam();
  const imports = useImports(page);
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-slate-600">Add many people to your talent pool at once from a spreadsheet.</p>
        <ButtonLink to="/user-imports/create" className="self-start sm:self-auto">
          <FileUp className="size-4" aria-hidden="true" />
          New import
        </ButtonLink>
      </div>
      <Card>
        {imports.isPending ? (
          <div className="flex justify-center py-16">
            <Spinner label="Loading imports" />
          </div>
        ) : imports.isError ? (
          <ErrorState onRetry={() => void imports.refetch()} retrying={imports.isFetching} />
        ) : imports.data.data.length === 0 ? (
          <EmptyState
            icon={FileUp}
            title="No imports yet"
            description="Upload a CSV or Excel file with first name, last name and email columns."
          />
        ) : (
          <ul aria-label="Imports" className="divide-y divide-slate-200">
            {imports.data.data.map((item) => (
              <li
                key={item.id}
                className="flex flex-col gap-2 p-4 sm:flex-row sm:items-center sm:justify-between sm:p-5"
              >
                <div className="min-w-0">
                  <Link
                    to={`/user-imports/${item.id}`}
                    className="font-medium break-all text-slate-900 underline-offset-2 hover:underline"
                  >
                    {item.fileName}
                  </Link>
                  <p className="text-sm text-slate-600">
                    {IMPORT_KIND_LABELS[item.kind]} · {item.totalRows.toLocaleString('en-US')} rows ·{' '}
                    {dateTime.format(new Date(item.createdAt))}
                    {item.createdBy ? ` · ${item.createdBy}` : ''}
                  </p>
                </div>
                <div className="flex items-center gap-3 text-sm text-slate-700">
                  {item.status === 'completed' ? (
                    <span>
                      {item.createdCount.toLocaleString('en-US')} {item.kind === 'team' ? 'invited' : 'added'}
                    </span>
                  ) : null}
                  <ImportStatusBadge status={item.status} />
                </div>
              </li>
            ))}
          </ul>
        )}
      </Card>
      {imports.data ? (
        <Pagination
          label="Import pages"
          page={page}
          lastPage={imports.data.meta.lastPage}
          total={imports.data.meta.total}
          onPageChange={setPage}
        />
      ) : null}
    </div>
  );
}
