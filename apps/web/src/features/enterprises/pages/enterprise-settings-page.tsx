// `/enterprise-settings` (Enterprise Owner only): the enterprise type, which sets every label.
import { Card } from '#web/components/card.tsx';
import { ErrorState } from '#web/components/error-state.tsx';
import { useCurrentEnterprise } from '../api/current-enterprise.ts';
import { EnterpriseSettingsForm } from '../components/enterprise-settings-form.tsx';
import { LoadingPanel } from '../components/loading-panel.tsx';
import { PageIntro } from '../components/page-intro.tsx';

export default function EnterpriseSettingsPage() {
  const enterprise = useCurrentEnterprise();
  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <PageIntro
        title="Enterprise type"
        description="The type decides what everyone in the enterprise sees: what groups and companies are called in the menu and on every page, and the titles of roles. Changing it renames them for everyone; nothing else changes."
      />
      <Card>
        {enterprise.isPending ? (
          <LoadingPanel label="Loading the settings" />
        ) : enterprise.isError ? (
          <ErrorState onRetry={() => enterprise.refetch()} retrying={enterprise.isFetching} />
        ) : (
          <div className="p-5 sm:p-8">
            <EnterpriseSettingsForm type={enterprise.data.type} />
          </div>
        )}
      </Card>
    </div>
  );
}
