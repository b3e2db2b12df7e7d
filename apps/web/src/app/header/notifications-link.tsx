import { Bell } from 'lucide-react';
import { Link } from 'react-router';
import type { MenuArea } from '../menu/menu-item.ts';
import { AREA_LINKS } from '../menu/menu-rules.ts';
import { headerIconButtonClasses } from './dropdown-parts.tsx';

export function NotificationsLink({ area, onGradient = false }: { area: MenuArea; onGradient?: boolean }) {
  return (
    <Link
      to={AREA_LINKS[area].notifications}
      className={headerIconButtonClasses(onGradient)}
      aria-label="Notifications"
    >
      <Bell className="size-5" aria-hidden="true" />
    </Link>
  );
}
