// The signed-in user's password: changing it, and confirming it before sensitive actions.

import type { confirmPasswordSchema, updatePasswordSchema } from '@hireloop/shared/auth';
import type { z } from '@hireloop/shared/zod';
import { api } from '#web/lib/http.ts';

/** `PUT /user/password`; success toasts "Your password has been updated.". */
export function updatePassword(input: z.output<typeof updatePasswordSchema>): Promise<{ message: string }> {
  return api.put<{ message: string }>('/user/password', input, { handledStatuses: [422] });
}

/** `POST /user/confirm-password`: unlocks 423-guarded actions for the next 3 hours. */
export function confirmPassword(input: z.output<typeof confirmPasswordSchema>): Promise<void> {
  return api.post<void>('/user/confirm-password', input, { handledStatuses: [422] });
}
