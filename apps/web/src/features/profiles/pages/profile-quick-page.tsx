// `/profile/quick`: the few fields that make a profile useful to companies, on one short form.
import { Card } from '#web/components/card.tsx';
import { useProfile } from '../api/profile.ts';
import { ProfileError, ProfileLoading } from '../components/page-state.tsx';
import { QuickProfileForm } from '../components/quick-profile-form.tsx';

export default function ProfileQuickPage() {
  const profile = useProfile();
  return (
    <div className="mx-auto max-w-3xl">
      <p className="text-slate-600">
        Two minutes now help companies find you and help us suggest the right opportunities.
      </p>
      <div className="mt-6">
        {profile.isPending ? (
          <ProfileLoading />
        ) : profile.isError ? (
          <ProfileError onRetry={() => void profile.refetch()} retrying={profile.isFetching} />
        ) : (
          <Card className="p-5 sm:p-8">
            <QuickProfileForm profile={profile.data} />
          </Card>
        )}
      </div>
    </div>
  );
}
