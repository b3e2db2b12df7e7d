import { fullName } from '@hireloop/shared/people';
import { clsx } from 'clsx';
import { lazy } from 'react';
import { Avatar } from '#web/components/avatar.tsx';
import { DropdownOnDemand } from '#web/components/dropdown-on-demand.tsx';
import { useSession } from '#web/lib/session/session.tsx';
import { type DropdownName, useDropdown } from '../dropdowns.tsx';
import type { MenuArea } from '../menu/menu-item.ts';

const AvatarMenuPanel = lazy(() => import('./avatar-menu-panel.tsx'));

// Each kind of session has its own avatar menu, so each gets its own coordination name.
const DROPDOWN_NAMES: Record<MenuArea, DropdownName> = {
  candidate: 'profile',
  company: 'company',
  enterprise: 'enterprise',
};

export function AvatarMenu({ area, onGradient = false }: { area: MenuArea; onGradient?: boolean }) {
  const { user } = useSession();
  const dropdown = useDropdown(DROPDOWN_NAMES[area]);
  if (!user) return null;

  const name = fullName(user);
  return (
    <DropdownOnDemand
      dropdown={dropdown}
      trigger={{
        className: clsx(
          'rounded-full ring-2 ring-transparent transition hover:ring-slate-200 data-[state=open]:ring-brand-300',
          onGradient && 'hover:ring-white/40',
        ),
        label: `Account menu for ${name}`,
        content: <Avatar name={name} src={user.avatar} size="sm" />,
      }}
      panel={<AvatarMenuPanel area={area} user={user} />}
    />
  );
}
