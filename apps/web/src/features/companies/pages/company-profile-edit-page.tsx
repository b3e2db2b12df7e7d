// `/company-profile/edit` (Company Admin, Manager): the whole company profile.
import { Card } from '#web/components/card.tsx';
import { useCompanyProfile } from '../api/company-profile.ts';
import { CompanyLogoUploader } from '../components/company-logo-uploader.tsx';
import { CompanyProfileForm } from '../components/company-profile-form.tsx';
import { ProfileError, ProfileLoading } from '../components/profile-page-state.tsx';

export default function CompanyProfileEditPage() {
  const profile = useCompanyProfile();
  return (
    <div className="mx-auto max-w-3xl">
      <p className="text-slate-600">Candidates see this profile on your opportunities and messages.</p>
      <div className="mt-6">
        {profile.isPending ? (
          <ProfileLoading />
        ) : profile.isError ? (
          <ProfileError onRetry={() => void profile.refetch()} retrying={profile.isFetching} />
        ) : (
          <Card className="space-y-10 p-5 sm:p-8">
            <CompanyLogoUploader name={profile.data.name} avatar={profile.data.avatar} />
            <CompanyProfileForm profile={profile.data} variant="full" />
          </Card>
        )}
      </div>
    </div>
  );
}
