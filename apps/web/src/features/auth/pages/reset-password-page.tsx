// `/reset-password?token=…&email=…`: the link of the password reset email.
import { Link2Off } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { ButtonLink } from '#web/components/button-link.tsx';
import { ResetPasswordForm } from '../components/reset-password-form.tsx';
import { StatusPanel } from '../components/status-panel.tsx';

export default function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  if (token === '') {
    return (
      <StatusPanel
        tone="error"
        icon={Link2Off}
        title="This reset link is incomplete"
        actions={<ButtonLink to="/forgot-password">Request a new link</ButtonLink>}
      >
        Open the link from the email exactly as it arrived, or ask for a new one.
      </StatusPanel>
    );
  }
  return <ResetPasswordForm token={token} email={searchParams.get('email') ?? ''} />;
}
