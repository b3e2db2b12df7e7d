import type { EnterpriseType } from '@hireloop/shared/enterprise-labels';
import { useSession } from '#web/lib/session/session.tsx';

/**
 * The active enterprise's type. Enterprise pages are guarded by `requiresActiveEnterprise`; the
 * fallback only covers the moment of switching away.
 */
export function useEnterpriseType(): EnterpriseType {
  const { user } = useSession();
  return user?.activeEnterprise?.type ?? 'franchise';
}
