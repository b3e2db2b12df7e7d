// Which side of the product the account in use belongs to, for pages shared by several sides.
import type { User } from './session-user.ts';

/** An enterprise is in use (and no company of it is being acted in). */
export function usesEnterpriseArea(user: Pick<User, 'activeCompany' | 'activeEnterprise'> | null): boolean {
  return Boolean(user?.activeEnterprise) && !user?.activeCompany;
}
