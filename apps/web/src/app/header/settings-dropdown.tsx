import { Settings } from 'lucide-react';
import { lazy } from 'react';
import { DropdownOnDemand } from '#web/components/dropdown-on-demand.tsx';
import { headerIconButtonClasses } from '#web/components/header-icon-button.ts';
import { useDropdown } from '../dropdowns.tsx';
import type { MenuArea } from '../menu/menu-item.ts';

const SettingsPanel = lazy(() => import('./settings-panel.tsx'));

export function SettingsDropdown({ area, onGradient = false }: { area: MenuArea; onGradient?: boolean }) {
  const dropdown = useDropdown('settings');
  return (
    <DropdownOnDemand
      dropdown={dropdown}
      trigger={{
        className: headerIconButtonClasses(onGradient),
        label: 'Settings',
        content: <Settings className="size-5" aria-hidden="true" />,
      }}
      panel={<SettingsPanel area={area} />}
    />
  );
}
