// Whether a user may open a page, read from its route metadata: the company or enterprise it
// needs and the roles it lists (SPEC.md §2 "Menus", §5). Used to trim the page after a switch.
import { roleIsAllowed } from '@hireloop/shared/roles';
import { findRouteMeta } from '#web/lib/route-table.ts';
import type { User } from '#web/lib/session/session-user.ts';

export function canOpenPage(path: string, user: User): boolean {
  const meta = findRouteMeta(path);
  if (!meta || meta.notBuilt) return false;
  if (meta.requiresActiveCompany && !user.activeCompany) return false;
  if (meta.requiresActiveEnterprise && !user.activeEnterprise) return false;
  if (meta.roles && !roleIsAllowed(user.activeCompany?.role, user.activeEnterprise?.role, meta.roles)) {
    return false;
  }
  return true;
}
