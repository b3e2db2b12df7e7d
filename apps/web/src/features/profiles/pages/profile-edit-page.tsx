// `/profile/edit`: everything on the candidate's profile.
import { Card } from '#web/components/card.tsx';
import { useProfile } from '../api/profile.ts';
import { ProfileError, ProfileLoading } from '../components/page-state.tsx';
import { ProfileEditForm } from '../components/profile-edit-form.tsx';

export default function ProfileEditPage() {
  const profile = useProfile();
  return (
    <div className="mx-auto max-w-5xl">
      <p className="text-slate-600">
        Companies see this profile when you apply and when they search for candidates.
      </p>
      <div className="mt-6">
        {profile.isPending ? (
          <ProfileLoading />
        ) : profile.isError ? (
          <ProfileError onRetry={() => void profile.refetch()} retrying={profile.isFetching} />
        ) : (
          <Card className="p-5 sm:p-8">
            <ProfileEditForm profile={profile.data} />
          </Card>
        )}
      </div>
    </div>
  );
}
