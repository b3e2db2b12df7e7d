// `POST /email/verification-notification`: mails a new verification link to the signed-in user.
// The server's answer ("A new verification link has been sent…") is shown as a toast.
import { api } from '#web/lib/http.ts';

export function resendVerificationEmail(): Promise<{ message: string }> {
  return api.post<{ message: string }>('/email/verification-notification');
}
