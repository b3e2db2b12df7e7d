// `/add-location`: turns the active company into the first location of a new enterprise.
import type { UpgradeToEnterpriseInput } from '@hireloop/shared/tenancy';
import { api } from '#web/lib/http.ts';
import type { CurrentEnterprise } from './enterprise-types.ts';

export function upgradeToEnterprise(
  companyId: number,
  input: UpgradeToEnterpriseInput,
): Promise<Omit<CurrentEnterprise, 'abilities'>> {
  return api.post(`/api/enterprises/upgrade/${companyId}`, input, { handledStatuses: [422] });
}
