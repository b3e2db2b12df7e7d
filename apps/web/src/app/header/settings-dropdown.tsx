import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { BellRing, Settings, UserCog } from 'lucide-react';
import { DropdownLinkItem, DropdownPanel, headerIconButtonClasses } from '#web/components/dropdown-parts.tsx';
import { useDropdown } from '../dropdowns.tsx';
import type { MenuArea } from '../menu/menu-item.ts';
import { AREA_LINKS } from '../menu/menu-rules.ts';

export function SettingsDropdown({ area, onGradient = false }: { area: MenuArea; onGradient?: boolean }) {
  const dropdown = useDropdown('settings');
  const links = AREA_LINKS[area];
  return (
    <DropdownMenu.Root modal={false} {...dropdown}>
      <DropdownMenu.Trigger className={headerIconButtonClasses(onGradient)} aria-label="Settings">
        <Settings className="size-5" aria-hidden="true" />
      </DropdownMenu.Trigger>
      <DropdownPanel>
        <DropdownLinkItem to={links.notificationSettings} icon={BellRing}>
          Notification Settings
        </DropdownLinkItem>
        <DropdownLinkItem to={links.account} icon={UserCog}>
          Account Settings
        </DropdownLinkItem>
      </DropdownPanel>
    </DropdownMenu.Root>
  );
}
