// Company roles as the signed-in user reads them: inside an enterprise "Company Admin" carries
// the enterprise's noun ("Location Admin"), SPEC.md §6.
import { companyRoleLabel } from '@hireloop/shared/enterprise-labels';
import { isCompanyRole } from '@hireloop/shared/roles';
import { useCallback } from 'react';
import { useSession } from './session.tsx';

export function useCompanyRoleLabel(): (role: string) => string {
  const enterpriseType = useSession().user?.activeCompany?.enterprise?.type ?? null;
  return useCallback(
    (role: string) => (isCompanyRole(role) ? companyRoleLabel(role, enterpriseType) : role),
    [enterpriseType],
  );
}
