import { type EnterpriseLabels, enterpriseLabels } from '@hireloop/shared/enterprise-labels';
import { useEnterpriseType } from './use-enterprise-type.ts';

/** The group and company nouns of the active enterprise's type (Franchisee / Location, …). */
export function useEnterpriseLabels(): EnterpriseLabels {
  return enterpriseLabels(useEnterpriseType());
}
