// `/enterprise-profile/edit`: rename the enterprise (Enterprise Owner and Admin).
import { Card } from '../../../components/card.tsx';
import { ErrorState } from '../../../components/error-state.tsx';
import { useCurrentEnterprise } from '../api/current-enterprise.ts';
import { BackLink } from '../components/back-link.tsx';
import { EnterpriseProfileForm } from '../components/enterprise-profile-form.tsx';
import { LoadingPanel } from '../components/loading-panel.tsx';
import { PageIntro } from '../components/page-intro.tsx';

export default function EnterpriseProfileEditPage() {
  const enterprise = useCurrentEnterprise();
  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <PageIntro
        eyebrow={<BackLink to="/enterprise-account">Account</BackLink>}
        title="Enterprise profile"
        description="The name everyone in the enterprise sees in the account switcher and on every page."
      />
      <Card>
        {enterprise.isPending ? (
          <LoadingPanel label="Loading the profile" />
        ) : enterprise.isError ? (
          <ErrorState onRetry={() => enterprise.refetch()} retrying={enterprise.isFetching} />
        ) : (
          <div className="p-5 sm:p-6">
            <EnterpriseProfileForm name={enterprise.data.name} />
          </div>
        )}
      </Card>
    </div>
  );
}
