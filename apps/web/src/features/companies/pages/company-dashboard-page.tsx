// `/company-dashboard`: the active company's home — its banners, figures and getting-started tour.
import { ErrorState } from '#web/components/error-state.tsx';
import { Spinner } from '#web/components/spinner.tsx';
import { useSession } from '#web/lib/session/session.tsx';
import { useCompanyRoleLabel } from '#web/lib/session/session-role-label.ts';
import { useCompanyDashboard } from '../api/company-dashboard.ts';
import { CandidatesPerStepCard } from '../components/candidates-per-step-card.tsx';
import { CompanyBannersList } from '../components/company-banners-list.tsx';
import { DashboardFigures } from '../components/dashboard-figures.tsx';
import { HiringFigures } from '../components/hiring-figures.tsx';
import { NextStepsCard } from '../components/next-steps-card.tsx';

export default function CompanyDashboardPage() {
  const { user } = useSession();
  const roleLabel = useCompanyRoleLabel();
  const dashboard = useCompanyDashboard();
  const company = user?.activeCompany;
  if (!user || !company) return null;

  return (
    <div className="mx-auto max-w-5xl">
      <div className="pb-8 text-white">
        <p className="text-2xl font-bold tracking-tight sm:text-3xl">{company.name}</p>
        <p className="mt-1 text-brand-100">
          Welcome, {user.firstName}. You are signed in as {roleLabel(company.role)}.
        </p>
      </div>
      <div className="space-y-6">
        <CompanyBannersList company={company} />
        {dashboard.isPending ? (
          <div className="flex justify-center rounded-xl bg-white py-14 shadow-card">
            <Spinner className="size-6 text-brand-600" label="Loading the dashboard" />
          </div>
        ) : dashboard.isError ? (
          <div className="rounded-xl bg-white shadow-card">
            <ErrorState onRetry={() => void dashboard.refetch()} retrying={dashboard.isFetching} />
          </div>
        ) : (
          <>
            <HiringFigures hiring={dashboard.data.hiring} />
            <CandidatesPerStepCard hiring={dashboard.data.hiring} />
            <DashboardFigures dashboard={dashboard.data} />
            <NextStepsCard dashboard={dashboard.data} company={company} />
          </>
        )}
      </div>
    </div>
  );
}
