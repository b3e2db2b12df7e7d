// Feature announcements are written by the product's own staff (super admins), nobody else.
import { forbidden } from '../../lib/errors.ts';

export function canManageFeatureAnnouncements(user: { isSuperAdmin: boolean }): boolean {
  return user.isSuperAdmin;
}

export function authorizeManageFeatureAnnouncements(user: { isSuperAdmin: boolean }): void {
  if (!canManageFeatureAnnouncements(user))
    throw forbidden('Only administrators can manage feature announcements.');
}
