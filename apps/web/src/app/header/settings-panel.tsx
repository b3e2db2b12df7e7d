// The settings menu's items, loaded with the menu (decision 149).
import { BellRing, UserCog } from 'lucide-react';
import { DropdownLinkItem, DropdownPanel } from '#web/components/dropdown-parts.tsx';
import type { MenuArea } from '../menu/menu-item.ts';
import { AREA_LINKS } from '../menu/menu-rules.ts';

export default function SettingsPanel({ area }: { area: MenuArea }) {
  const links = AREA_LINKS[area];
  return (
    <DropdownPanel>
      <DropdownLinkItem to={links.notificationSettings} icon={BellRing}>
        Notification Settings
      </DropdownLinkItem>
      <DropdownLinkItem to={links.account} icon={UserCog}>
        Account Settings
      </DropdownLinkItem>
    </DropdownPanel>
  );
}
