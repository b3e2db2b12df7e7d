// /admin/dashboard (SPEC.md §2, issue 22): super admins with two-factor only. Without two-factor
// the page sends the super admin to set it up; the server refuses every admin call the same way.
import { SUPER_ADMIN_REQUIRED } from '@hireloop/shared/admin';
import { ShieldAlert } from 'lucide-react';
import { useState } from 'react';
import { ButtonLink } from '#web/components/button-link.tsx';
import { Card } from '#web/components/card.tsx';
import { ErrorState } from '#web/components/error-state.tsx';
import { Spinner } from '#web/components/spinner.tsx';
import { useSession } from '#web/lib/session/session.tsx';
import { refusalOf, useAdminStats } from '../api/admin.ts';
import { AnnouncementsPanel } from '../components/announcements-panel.tsx';
import { CompaniesPanel } from '../components/companies-panel.tsx';
import { CompanyDetail } from '../components/company-detail.tsx';
import { DealsPanel } from '../components/deals-panel.tsx';
import { PlatformFigures } from '../components/platform-figures.tsx';
import { PricesPanel } from '../components/prices-panel.tsx';
import { SupportInbox } from '../components/support-inbox.tsx';
import { UsersPanel } from '../components/users-panel.tsx';

function Refused({ reason, setUp }: { reason: string; setUp: boolean }) {
  return (
    <Card className="mx-auto max-w-lg p-6 text-center">
      <div className="mx-auto flex size-11 items-center justify-center rounded-full bg-amber-50 text-amber-700">
        <ShieldAlert className="size-5" aria-hidden="true" />
      </div>
      <h1 className="mt-4 text-lg font-semibold text-slate-900">
        {setUp ? 'Two-factor authentication required' : 'Admin area'}
      </h1>
      <p className="mt-2 text-sm text-slate-600">{reason}</p>
      <div className="mt-6 flex justify-center">
        {setUp ? (
          <ButtonLink to="/account">Set up two-factor authentication</ButtonLink>
        ) : (
          <ButtonLink to="/dashboard" variant="secondary">
            Go to my dashboard
          </ButtonLink>
        )}
      </div>
    </Card>
  );
}

export default function AdminDashboardPage() {
  const { user } = useSession();
  const stats = useAdminStats();
  const [companyId, setCompanyId] = useState<number | null>(null);

  const refusal = refusalOf(stats.error);
  if (refusal || (user && !user.isSuperAdmin)) {
    const setUp = Boolean(user?.isSuperAdmin && !user.twoFactorEnabled);
    return <Refused reason={refusal ?? SUPER_ADMIN_REQUIRED} setUp={setUp} />;
  }

  // The lists ask only once the figures came back: a refused call elsewhere would leave the page.
  return (
    <div className="mx-auto max-w-6xl space-y-8 px-4 py-8 sm:px-6">
      <h1 className="text-2xl font-semibold text-slate-900">Admin Dashboard</h1>
      {stats.isPending ? (
        <div className="flex justify-center py-10">
          <Spinner className="size-6 text-brand-600" />
        </div>
      ) : stats.isError ? (
        <ErrorState onRetry={() => void stats.refetch()} retrying={stats.isFetching} />
      ) : (
        <>
          <PlatformFigures stats={stats.data} />
          {companyId !== null ? <CompanyDetail id={companyId} onClose={() => setCompanyId(null)} /> : null}
          <div className="grid gap-6 lg:grid-cols-2">
            <UsersPanel />
            <CompaniesPanel onOpen={setCompanyId} />
          </div>
          <PricesPanel />
          <div className="grid gap-6 lg:grid-cols-2">
            <DealsPanel />
            <AnnouncementsPanel />
          </div>
          <SupportInbox />
        </>
      )}
    </div>
  );
}
