// `/enterprise-profile/edit`: the enterprise's name and logo (Enterprise Owner and Admin).

import { AvatarUploader } from '#web/components/avatar-uploader.tsx';
import { Card } from '#web/components/card.tsx';
import { ErrorState } from '#web/components/error-state.tsx';
import {
  useCurrentEnterprise,
  useRemoveEnterpriseAvatar,
  useUploadEnterpriseAvatar,
} from '../api/current-enterprise.ts';
import { BackLink } from '../components/back-link.tsx';
import { EnterpriseProfileForm } from '../components/enterprise-profile-form.tsx';
import { LoadingPanel } from '../components/loading-panel.tsx';
import { PageIntro } from '../components/page-intro.tsx';

export default function EnterpriseProfileEditPage() {
  const enterprise = useCurrentEnterprise();
  const upload = useUploadEnterpriseAvatar();
  const remove = useRemoveEnterpriseAvatar();
  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <PageIntro
        eyebrow={<BackLink to="/enterprise-account">Account</BackLink>}
        title="Enterprise profile"
        description="The name and logo everyone in the enterprise sees in the account switcher and on every page."
      />
      <Card>
        {enterprise.isPending ? (
          <LoadingPanel label="Loading the profile" />
        ) : enterprise.isError ? (
          <ErrorState onRetry={() => enterprise.refetch()} retrying={enterprise.isFetching} />
        ) : (
          <div className="space-y-8 p-5 sm:p-6">
            <AvatarUploader
              name={enterprise.data.name}
              avatar={enterprise.data.avatar}
              noun="logo"
              upload={upload}
              remove={remove}
            />
            <EnterpriseProfileForm name={enterprise.data.name} />
          </div>
        )}
      </Card>
    </div>
  );
}
