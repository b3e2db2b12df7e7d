// Search every user; act as one of them (never another super admin).
import { fullName } from '@hireloop/shared/people';
import { UserRound } from 'lucide-react';
import { useState } from 'react';
import { Button } from '#web/components/button.tsx';
import { Card } from '#web/components/card.tsx';
import { EmptyState } from '#web/components/empty-state.tsx';
import { ErrorState } from '#web/components/error-state.tsx';
import { Pagination } from '#web/components/pagination.tsx';
import { SearchBox } from '#web/components/search-box.tsx';
import { Spinner } from '#web/components/spinner.tsx';
import { usePageParam } from '#web/lib/use-page-param.ts';
import { type AdminUser, startImpersonation, useAdminUsers } from '../api/admin.ts';
import { useSearchParam } from './use-search-param.ts';

function UserRow({ user }: { user: AdminUser }) {
  const [starting, setStarting] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const impersonate = async () => {
    setStarting(true);
    setFailed(null);
    try {
      const answer = await startImpersonation(user.id);
      // A full load: every cached answer belonged to the super admin.
      window.location.assign(answer.redirect);
    } catch {
      setFailed('Could not start impersonating. Try again.');
      setStarting(false);
    }
  };
  return (
    <li className="flex flex-wrap items-center gap-3 px-4 py-3">
      {/* A phone gives the name its own line, the two-factor state and the action under it. */}
      <div className="w-full min-w-0 sm:w-auto sm:flex-1">
        <p className="truncate font-medium text-slate-900">{fullName(user) || user.email}</p>
        <p className="truncate text-sm text-slate-600">{user.email}</p>
        {failed ? <p className="text-sm text-red-700">{failed}</p> : null}
      </div>
      <span className="mr-auto text-xs text-slate-600 sm:mr-0">
        {user.twoFactorEnabled ? '2FA on' : '2FA off'}
      </span>
      {user.isSuperAdmin ? (
        <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">
          Super admin
        </span>
      ) : (
        <Button size="sm" variant="secondary" loading={starting} onClick={impersonate}>
          Impersonate
          <span className="sr-only"> {fullName(user) || user.email}</span>
        </Button>
      )}
    </li>
  );
}

export function UsersPanel() {
  const [search, setSearch] = useSearchParam('user_search', 'user_page');
  const [page, setPage] = usePageParam('user_page');
  const users = useAdminUsers(search, page);
  return (
    <Card className="overflow-hidden">
      <div className="space-y-3 border-b border-slate-200 p-4">
        <h2 className="text-lg font-semibold text-slate-900">Users</h2>
        <SearchBox value={search} onSearch={setSearch} label="Search users" placeholder="Name or email" />
      </div>
      {users.isPending ? (
        <div className="flex justify-center py-10">
          <Spinner className="size-6 text-brand-600" />
        </div>
      ) : users.isError ? (
        <ErrorState onRetry={() => void users.refetch()} retrying={users.isFetching} />
      ) : users.data.data.length === 0 ? (
        <EmptyState icon={UserRound} title="No users found" description="Try another name or email." />
      ) : (
        <>
          <ul className="divide-y divide-slate-100">
            {users.data.data.map((user) => (
              <UserRow key={user.id} user={user} />
            ))}
          </ul>
          {/* Pagination hides itself on one page; its bordered strip goes with it. */}
          {users.data.meta.lastPage > 1 ? (
            <div className="border-t border-slate-200 px-4 pb-3">
              <Pagination
                label="Users pages"
                page={page}
                lastPage={users.data.meta.lastPage}
                total={users.data.meta.total}
                onPageChange={setPage}
              />
            </div>
          ) : null}
        </>
      )}
    </Card>
  );
}
