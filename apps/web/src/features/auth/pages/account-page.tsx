// `/account`: the signed-in user's profile summary, photo and security settings.
import { OwnPhotoSection } from '#web/components/own-photo-section.tsx';
import { useSession } from '#web/lib/session/session.tsx';
import { ChangePasswordForm } from '../components/change-password-form.tsx';
import { ProfileSummary } from '../components/profile-summary.tsx';
import { SettingsSection } from '../components/settings-section.tsx';
import { TwoFactorSettings } from '../components/two-factor-settings.tsx';
import { TwoFactorStatusBadge } from '../components/two-factor-status-badge.tsx';

export default function AccountPage() {
  const { user } = useSession();
  // The login guard keeps signed-out visitors away; this only covers the moment of logging out.
  if (!user) return null;
  return (
    <div className="mx-auto max-w-5xl space-y-10">
      <ProfileSummary user={user} />
      <OwnPhotoSection />
      <div className="space-y-8">
        <h2 className="text-lg font-semibold tracking-tight text-slate-900">Security</h2>
        <SettingsSection
          id="password"
          title="Password"
          description="Use a long password you do not use anywhere else. Changing it keeps you logged in here."
        >
          <ChangePasswordForm />
        </SettingsSection>
        <SettingsSection
          id="two-factor"
          title="Two-factor authentication"
          status={<TwoFactorStatusBadge enabled={user.twoFactorEnabled} />}
          description="Ask for a code from an authenticator app on your phone each time you log in."
        >
          <TwoFactorSettings enabled={user.twoFactorEnabled} />
        </SettingsSection>
      </div>
    </div>
  );
}
