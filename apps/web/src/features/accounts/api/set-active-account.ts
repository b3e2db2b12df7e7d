// The switch calls of docs/api/accounts.md: `PUT /api/companies/set/{id}` and
// `PUT /api/enterprises/set/{id}` (id 0 clears). Failures are answered by the switch itself
// (SPEC.md §8), so the app-wide handling (toasts, a 403 sending to /launch-pad) stays out.
import type { SwitchStep } from '@hireloop/shared/account-switch';
import { api } from '#web/lib/http.ts';

export interface SetActiveAccountAnswer {
  success?: unknown;
}

const RESOURCE: Record<SwitchStep['kind'], string> = {
  company: 'companies',
  enterprise: 'enterprises',
};

export function setActiveAccount(step: SwitchStep): Promise<SetActiveAccountAnswer | undefined> {
  return api.put<SetActiveAccountAnswer | undefined>(
    `/api/${RESOURCE[step.kind]}/set/${step.id}`,
    undefined,
    {
      skipErrorHandling: true,
    },
  );
}
