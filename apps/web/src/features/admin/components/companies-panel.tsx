// Search every company; pick one to see its members, billing, invoices and lock state.
import { Building2 } from 'lucide-react';
import { Button } from '#web/components/button.tsx';
import { Card } from '#web/components/card.tsx';
import { EmptyState } from '#web/components/empty-state.tsx';
import { ErrorState } from '#web/components/error-state.tsx';
import { Pagination } from '#web/components/pagination.tsx';
import { SearchBox } from '#web/components/search-box.tsx';
import { Spinner } from '#web/components/spinner.tsx';
import { usePageParam } from '#web/lib/use-page-param.ts';
import { type AdminCompany, useAdminCompanies } from '../api/admin.ts';
import { formatDay } from './format.ts';
import { useSearchParam } from './use-search-param.ts';

export function LockBadge({ locked }: { locked: boolean }) {
  return locked ? (
    <span className="rounded-full bg-red-50 px-2 py-0.5 text-xs font-medium text-red-700">Locked</span>
  ) : (
    <span className="rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-medium text-emerald-800">Open</span>
  );
}

function CompanyRow({ company, onOpen }: { company: AdminCompany; onOpen: (id: number) => void }) {
  return (
    <li className="flex flex-wrap items-center gap-3 px-4 py-3">
      <div className="min-w-0 flex-1">
        <p className="truncate font-medium text-slate-900">{company.name}</p>
        <p className="text-sm text-slate-600">
          {company.members} member{company.members === 1 ? '' : 's'} · trial ends{' '}
          {formatDay(company.trialEndsAt)}
        </p>
      </div>
      <LockBadge locked={company.locked} />
      <Button size="sm" variant="secondary" onClick={() => onOpen(company.id)}>
        View<span className="sr-only"> {company.name}</span>
      </Button>
    </li>
  );
}

export function CompaniesPanel({ onOpen }: { onOpen: (id: number) => void }) {
  const [search, setSearch] = useSearchParam('company_search', 'company_page');
  const [page, setPage] = usePageParam('company_page');
  const companies = useAdminCompanies(search, page);
  return (
    <Card className="overflow-hidden">
      <div className="space-y-3 border-b border-slate-200 p-4">
        <h2 className="text-lg font-semibold text-slate-900">Companies</h2>
        <SearchBox value={search} onSearch={setSearch} label="Search companies" placeholder="Company name" />
      </div>
      {companies.isPending ? (
        <div className="flex justify-center py-10">
          <Spinner className="size-6 text-brand-600" />
        </div>
      ) : companies.isError ? (
        <ErrorState onRetry={() => void companies.refetch()} retrying={companies.isFetching} />
      ) : companies.data.data.length === 0 ? (
        <EmptyState icon={Building2} title="No companies found" description="Try another name." />
      ) : (
        <>
          <ul className="divide-y divide-slate-100">
            {companies.data.data.map((company) => (
              <CompanyRow key={company.id} company={company} onOpen={onOpen} />
            ))}
          </ul>
          {/* Pagination hides itself on one page; its bordered strip goes with it. */}
          {companies.data.meta.lastPage > 1 ? (
            <div className="border-t border-slate-200 px-4 pb-3">
              <Pagination
                label="Companies pages"
                page={page}
                lastPage={companies.data.meta.lastPage}
                total={companies.data.meta.total}
                onPageChange={setPage}
              />
            </div>
          ) : null}
        </>
      )}
    </Card>
  );
}
