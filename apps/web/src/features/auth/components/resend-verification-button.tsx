// Mails a new verification link; the server's answer shows as a toast.
import { useMutation } from '@tanstack/react-query';
import { Button } from '#web/components/button.tsx';
import type { ButtonVariant } from '#web/components/button-styles.ts';
import { resendVerificationEmail } from '../api/email-verification.ts';

export function ResendVerificationButton({
  variant = 'primary',
  label = 'Send a new link',
}: {
  variant?: ButtonVariant;
  label?: string;
}) {
  const resend = useMutation({ mutationFn: resendVerificationEmail });
  return (
    <Button variant={variant} loading={resend.isPending} onClick={() => resend.mutate()}>
      {resend.isSuccess ? 'Sent — send again' : label}
    </Button>
  );
}
