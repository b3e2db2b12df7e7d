// `POST /api/referrers` (docs/api/referrals.md): the user's referrer record, created on first use.
import { api } from '#web/lib/http.ts';

export function becomeReferrer(): Promise<{ id: number }> {
  return api.post<{ id: number }>('/api/referrers');
}
