// `POST /email/verification-notification` for the checklist's "Resend link"; the server's answer
// shows as a toast.
import { api } from '#web/lib/http.ts';

export function resendVerificationEmail(): Promise<{ message: string }> {
  return api.post<{ message: string }>('/email/verification-notification');
}
