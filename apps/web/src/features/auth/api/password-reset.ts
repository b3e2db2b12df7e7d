// Forgotten passwords: `POST /forgot-password` mails a link, `POST /reset-password` uses it.

import type { forgotPasswordSchema, resetPasswordSchema } from '@hireloop/shared/auth';
import type { z } from '@hireloop/shared/zod';
import { api } from '#web/lib/http.ts';

interface MessageBody {
  message: string;
}

/** The page shows the server's answer in its success panel, so no toast repeats it. */
export function requestPasswordResetLink(input: z.output<typeof forgotPasswordSchema>): Promise<MessageBody> {
  return api.post<MessageBody>('/forgot-password', input, {
    handledStatuses: [422],
    skipSuccessToasts: true,
  });
}

/** Success shows the server's message as a toast ("Your password has been reset."). */
export function resetPassword(input: z.output<typeof resetPasswordSchema>): Promise<MessageBody> {
  return api.post<MessageBody>('/reset-password', input, { handledStatuses: [422] });
}
