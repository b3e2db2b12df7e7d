// The bottom bar's More menu: the account items the header shows on wide screens, loaded with the
// menu (decision 149).
import { DropdownLinkItem, DropdownPanel } from '#web/components/dropdown-parts.tsx';
import type { MenuItem } from './menu-item.ts';

export default function MoreMenuPanel({ items }: { items: readonly MenuItem[] }) {
  return (
    <DropdownPanel side="top" align="end">
      {items.map((item) => (
        <DropdownLinkItem key={item.label} to={item.link} icon={item.icon}>
          {item.label}
        </DropdownLinkItem>
      ))}
    </DropdownPanel>
  );
}
