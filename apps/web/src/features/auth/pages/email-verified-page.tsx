// `/email/verified?status=verified|invalid|expired`: where the emailed verification link lands
// after the server checked it.
import { CircleCheck, Link2Off, MailWarning } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { ButtonLink } from '#web/components/button-link.tsx';
import { useSession } from '#web/lib/session/session.tsx';
import { ResendVerificationButton } from '../components/resend-verification-button.tsx';
import { StatusPanel } from '../components/status-panel.tsx';

type VerificationStatus = 'verified' | 'invalid' | 'expired';

function statusOf(value: string | null): VerificationStatus {
  return value === 'verified' || value === 'expired' ? value : 'invalid';
}

export default function EmailVerifiedPage() {
  const [searchParams] = useSearchParams();
  const { user, isLoggedIn } = useSession();
  const status = statusOf(searchParams.get('status'));

  if (status === 'verified' || (isLoggedIn && user?.emailVerifiedAt)) {
    return (
      <StatusPanel
        tone="success"
        icon={CircleCheck}
        title="Your email is verified"
        actions={
          isLoggedIn ? (
            <ButtonLink to="/dashboard">Continue to your dashboard</ButtonLink>
          ) : (
            <ButtonLink to="/login">Log in</ButtonLink>
          )
        }
      >
        <p>
          Thanks for confirming your email address. Companies can now reach you, and you will receive
          interview and application updates.
        </p>
      </StatusPanel>
    );
  }

  const expired = status === 'expired';
  return (
    <StatusPanel
      tone="error"
      icon={expired ? MailWarning : Link2Off}
      title={expired ? 'This verification link has expired' : 'This verification link is not valid'}
      actions={
        isLoggedIn ? (
          <>
            <ResendVerificationButton />
            <ButtonLink to="/dashboard" variant="secondary">
              Go to your dashboard
            </ButtonLink>
          </>
        ) : (
          <ButtonLink to="/login">Log in</ButtonLink>
        )
      }
    >
      <p>
        {expired
          ? 'Verification links work for a limited time, and this one has run out.'
          : 'The link may be incomplete or already replaced by a newer one.'}{' '}
        {isLoggedIn
          ? 'We can send a new link to your email address.'
          : 'Log in first, then ask for a new link from your dashboard.'}
      </p>
    </StatusPanel>
  );
}
