// `/user-imports/{id}` "User Import": before it starts, the column mapping with the file's first
// rows and how many rows have a problem; then the progress; at the end, the counts and the rows
// that failed as a CSV download.
import { toCamelCaseKey } from '@hireloop/shared/case';
import {
  IMPORT_FIELD_LABELS,
  IMPORT_FIELDS_BY_KIND,
  IMPORT_KIND_LABELS,
  REQUIRED_FIELDS_BY_KIND,
} from '@hireloop/shared/imports';
import { ArrowLeft, Download, MailCheck, Play } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { Banner } from '#web/components/banner.tsx';
import { Button } from '#web/components/button.tsx';
import { ButtonLink } from '#web/components/button-link.tsx';
import { Card } from '#web/components/card.tsx';
import { ErrorState } from '#web/components/error-state.tsx';
import { SelectField } from '#web/components/select-field.tsx';
import { Spinner } from '#web/components/spinner.tsx';
import { validationErrorsOf } from '#web/lib/form-errors.ts';
import { HttpError } from '#web/lib/http.ts';
import {
  type ImportMapping,
  type UserImport,
  useImport,
  useRequestConfirmation,
  useStartImport,
  useUpdateMapping,
} from '../api/imports.ts';
import { ImportProgress } from '../components/import-progress.tsx';
import { ImportStatusBadge } from '../components/import-status-badge.tsx';

const fieldsOf = (item: UserImport) =>
  IMPORT_FIELDS_BY_KIND[item.kind].map((field) => ({
    field,
    key: toCamelCaseKey(field),
    required: REQUIRED_FIELDS_BY_KIND[item.kind].includes(field),
  }));

function MappingStep({ item }: { item: UserImport }) {
  const update = useUpdateMapping(item.id);
  const start = useStartImport(item.id);
  const [problem, setProblem] = useState<string | null>(null);
  const mapping = item.mapping as ImportMapping;
  const fields = fieldsOf(item);

  const change = (key: string, value: string) => {
    setProblem(null);
    update.mutate(
      { ...mapping, [key]: value === '' ? null : Number(value) },
      { onError: (error) => setProblem(Object.values(validationErrorsOf(error) ?? {}).join(' ') || null) },
    );
  };
  const begin = () =>
    start.mutate(undefined, {
      onError: (error) => setProblem(Object.values(validationErrorsOf(error) ?? {}).join(' ') || null),
    });
  const missing = fields.filter(({ key, required }) => required && mapping[key] === null);

  return (
    <div className="space-y-6">
      <Card className="space-y-5 p-5 sm:p-6">
        <h2 className="text-base font-semibold text-slate-900">Match the columns</h2>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {fields.map(({ field, key, required }) => (
            <SelectField
              key={field}
              label={`${IMPORT_FIELD_LABELS[field]}${required ? '' : ' (optional)'}`}
              value={mapping[key] === null || mapping[key] === undefined ? '' : String(mapping[key])}
              onChange={(event) => change(key, event.target.value)}
              disabled={update.isPending}
            >
              <option value="">Not in the file</option>
              {item.headers.map((header, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a column is identified by its place in the file
                <option key={index} value={index}>
                  {header || `Column ${index + 1}`}
                </option>
              ))}
            </SelectField>
          ))}
        </div>
        {problem ? <Banner variant="error">{problem}</Banner> : null}
        {missing.length > 0 ? (
          <Banner variant="warning">
            Choose the columns for{' '}
            {missing.map(({ field }) => IMPORT_FIELD_LABELS[field].toLowerCase()).join(', ')}.
          </Banner>
        ) : item.invalidRows > 0 ? (
          <Banner variant="warning">
            {item.invalidRows.toLocaleString('en-US')} of {item.totalRows.toLocaleString('en-US')} rows have a
            problem and will be skipped; you can download them after the import.
          </Banner>
        ) : (
          <Banner variant="success">All {item.totalRows.toLocaleString('en-US')} rows look right.</Banner>
        )}
        <div className="flex justify-end">
          <Button
            onClick={begin}
            loading={start.isPending}
            disabled={missing.length > 0 || !item.abilities.start}
          >
            <Play className="size-4" aria-hidden="true" />
            Start import
          </Button>
        </div>
      </Card>
      <Card className="p-5 sm:p-6">
        <h2 id="sample-heading" className="mb-3 text-base font-semibold text-slate-900">
          First rows of the file
        </h2>
        {/* Wide files scroll sideways; the region takes the focus so keyboards can scroll it too. */}
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard */}
        <section className="overflow-x-auto" tabIndex={0} aria-labelledby="sample-heading">
          <table className="min-w-full text-left text-sm">
            <thead>
              <tr>
                {item.headers.map((header, index) => (
                  <th
                    // biome-ignore lint/suspicious/noArrayIndexKey: a column is identified by its place in the file
                    key={index}
                    scope="col"
                    className="border-b border-slate-200 px-3 py-2 font-semibold text-slate-900"
                  >
                    {header || `Column ${index + 1}`}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {item.sample.map((row, rowIndex) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: rows of a file have no identity but their place
                <tr key={rowIndex}>
                  {item.headers.map((_, index) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: cells are identified by their column
                    <td key={index} className="border-b border-slate-100 px-3 py-2 text-slate-700">
                      {row[index] ?? ''}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      </Card>
    </div>
  );
}

function ResultStep({ item }: { item: UserImport }) {
  const running = item.status === 'queued' || item.status === 'running';
  return (
    <Card className="space-y-5 p-5 sm:p-6">
      {running ? (
        <ImportProgress progress={item.progress} processed={item.processedRows} total={item.totalRows} />
      ) : item.status === 'failed' ? (
        <Banner variant="error">
          The import stopped. The people added so far are kept; please try again.
        </Banner>
      ) : null}
      <dl className="grid gap-4 sm:grid-cols-3">
        {[
          [item.kind === 'team' ? 'Invited' : 'Added', item.createdCount],
          [
            item.kind === 'team' ? 'Already members or invited' : 'Already in your talent pool',
            item.existingCount,
          ],
          ['Rows with problems', item.errorCount],
        ].map(([label, value]) => (
          <div key={label} className="rounded-lg border border-slate-200 p-4">
            <dt className="text-sm text-slate-600">{label}</dt>
            <dd className="mt-1 text-2xl font-semibold text-slate-900">
              {Number(value).toLocaleString('en-US')}
            </dd>
          </div>
        ))}
      </dl>
      <div className="flex flex-wrap gap-2">
        {item.errorCount > 0 ? (
          <a
            href={`/api/user-imports/${item.id}/errors.csv`}
            download
            className="inline-flex h-10 items-center gap-2 rounded-lg border border-slate-300 bg-white px-4 text-sm font-medium text-slate-800 hover:bg-slate-50"
          >
            <Download className="size-4" aria-hidden="true" />
            Download problems (CSV)
          </a>
        ) : null}
        {item.status === 'completed' ? (
          item.kind === 'team' ? (
            <ButtonLink to="/team-members">Go to the team</ButtonLink>
          ) : (
            <ButtonLink to="/company-candidates">Go to candidates</ButtonLink>
          )
        ) : null}
      </div>
      {item.kind === 'contacts' && item.status === 'completed' ? <ConfirmRequest item={item} /> : null}
    </Card>
  );
}

/** "Ask contacts to confirm their info": the button, then the sending job's progress. */
function ConfirmRequest({ item }: { item: UserImport }) {
  const request = useRequestConfirmation(item.id);
  const problem = Object.values(validationErrorsOf(request.error) ?? {}).join(' ');
  const sending = item.confirmStatus === 'queued' || item.confirmStatus === 'running';
  return (
    <section aria-labelledby="confirm-heading" className="space-y-3 border-t border-slate-200 pt-5">
      <h3 id="confirm-heading" className="text-sm font-semibold text-slate-900">
        Confirm their info
      </h3>
      {item.confirmStatus === null ? (
        <>
          <p className="text-sm text-slate-700">
            Email each person this import added a link to check their name, phone and location and to say
            whether you may contact them. No account or password is needed.
          </p>
          {problem ? <Banner variant="error">{problem}</Banner> : null}
          <Button
            variant="secondary"
            onClick={() => request.mutate(undefined)}
            loading={request.isPending}
            disabled={!item.abilities.requestConfirmation}
          >
            <MailCheck className="size-4" aria-hidden="true" />
            Ask contacts to confirm their info
          </Button>
        </>
      ) : sending ? (
        <ImportProgress
          label="Emailing contacts"
          unit="contacts"
          progress={item.confirmTotal === 0 ? 0 : Math.floor((item.confirmSent / item.confirmTotal) * 100)}
          processed={item.confirmSent}
          total={item.confirmTotal}
        />
      ) : (
        <Banner variant="success">
          We emailed {item.confirmSent.toLocaleString('en-US')} contacts a link to confirm their info.
        </Banner>
      )}
    </section>
  );
}

export default function UserImportPage() {
  const { id = '' } = useParams();
  const item = useImport(id);
  if (item.isPending) {
    return (
      <div className="flex justify-center py-16">
        <Spinner label="Loading the import" />
      </div>
    );
  }
  if (item.isError) {
    const missing =
      item.error instanceof HttpError && (item.error.status === 404 || item.error.status === 422);
    return (
      <Card className="mx-auto max-w-2xl">
        {missing ? (
          <ErrorState title="Import not found" description="It may belong to another company." />
        ) : (
          <ErrorState onRetry={() => void item.refetch()} retrying={item.isFetching} />
        )}
      </Card>
    );
  }
  const data = item.data;
  return (
    <div className="mx-auto max-w-5xl space-y-5">
      <Link
        to="/user-imports"
        className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 underline-offset-2 hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        All imports
      </Link>
      <div className="flex flex-wrap items-center gap-3">
        <h2 className="text-lg font-semibold break-all text-slate-900">{data.fileName}</h2>
        <ImportStatusBadge status={data.status} />
        <span className="text-sm text-slate-600">{IMPORT_KIND_LABELS[data.kind]}</span>
        <span className="text-sm text-slate-600">{data.totalRows.toLocaleString('en-US')} rows</span>
      </div>
      {data.status === 'uploaded' ? <MappingStep item={data} /> : <ResultStep item={data} />}
    </div>
  );
}
