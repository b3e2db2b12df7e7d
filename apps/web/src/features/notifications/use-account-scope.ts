// The inbox of the personal-side pages (/notifications, /notification-preferences): the active
// enterprise's while an enterprise is in use, else the person's own.
import type { NotificationScope } from '@hireloop/shared/notifications';
import { useSession } from '#web/lib/session/session.tsx';
import { usesEnterpriseArea } from '#web/lib/session/session-area.ts';

export function useAccountScope(): Extract<NotificationScope, 'candidate' | 'enterprise'> {
  const { user } = useSession();
  return usesEnterpriseArea(user) ? 'enterprise' : 'candidate';
}
