import { fullName } from '@hireloop/shared/people';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { clsx } from 'clsx';
import { Avatar } from '#web/components/avatar.tsx';
import {
  DropdownHeading,
  DropdownLinkItem,
  DropdownPanel,
  DropdownSeparator,
} from '#web/components/dropdown-parts.tsx';
import { useSession } from '#web/lib/session/session.tsx';
import { type DropdownName, useDropdown } from '../dropdowns.tsx';
import type { MenuArea } from '../menu/menu-item.ts';
import { avatarMenuEntries } from './avatar-menu-items.ts';

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
  const entries = avatarMenuEntries(area, user);
  const logout = entries.at(-1);
  return (
    <DropdownMenu.Root modal={false} {...dropdown}>
      <DropdownMenu.Trigger
        className={clsx(
          'rounded-full ring-2 ring-transparent transition hover:ring-slate-200 data-[state=open]:ring-brand-300',
          onGradient && 'hover:ring-white/40',
        )}
        aria-label={`Account menu for ${name}`}
      >
        <Avatar name={name} src={user.avatar} size="sm" />
      </DropdownMenu.Trigger>
      <DropdownPanel>
        <DropdownHeading>
          <span className="block text-sm font-semibold text-slate-900">{name}</span>
          <span className="block truncate font-normal">{user.email}</span>
        </DropdownHeading>
        <DropdownSeparator />
        {entries.slice(0, -1).map((entry) => (
          <DropdownLinkItem key={entry.to} to={entry.to} icon={entry.icon}>
            {entry.label}
          </DropdownLinkItem>
        ))}
        {logout ? (
          <>
            <DropdownSeparator />
            <DropdownLinkItem to={logout.to} icon={logout.icon}>
              {logout.label}
            </DropdownLinkItem>
          </>
        ) : null}
      </DropdownPanel>
    </DropdownMenu.Root>
  );
}
