// The avatar menu's items, loaded with the menu (decision 149).
import { fullName } from '@hireloop/shared/people';
import {
  DropdownHeading,
  DropdownLinkItem,
  DropdownPanel,
  DropdownSeparator,
} from '#web/components/dropdown-parts.tsx';
import type { User } from '#web/lib/session/session-user.ts';
import type { MenuArea } from '../menu/menu-item.ts';
import { avatarMenuEntries } from './avatar-menu-items.ts';

export default function AvatarMenuPanel({ area, user }: { area: MenuArea; user: User }) {
  const entries = avatarMenuEntries(area, user);
  const logout = entries.at(-1);
  return (
    <DropdownPanel>
      <DropdownHeading>
        <span className="block text-sm font-semibold text-slate-900">{fullName(user)}</span>
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
  );
}
