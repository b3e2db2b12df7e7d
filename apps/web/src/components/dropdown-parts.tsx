// Styled pieces of Radix dropdown menus, shared by every header menu. Radix loads with the first menu
// opened (decision 149): import these only from a menu's panel, which `DropdownOnDemand` loads then.
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { clsx } from 'clsx';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

export function DropdownPanel({
  children,
  align = 'end',
  side = 'bottom',
  className,
}: {
  children: ReactNode;
  align?: 'start' | 'end';
  side?: 'top' | 'bottom';
  className?: string;
}) {
  return (
    <DropdownMenu.Portal>
      <DropdownMenu.Content
        align={align}
        side={side}
        sideOffset={8}
        className={clsx(
          'z-50 min-w-56 rounded-xl border border-slate-200 bg-white p-1.5 shadow-lg shadow-slate-900/10',
          className,
        )}
      >
        {children}
      </DropdownMenu.Content>
    </DropdownMenu.Portal>
  );
}

export function DropdownLinkItem({
  to,
  icon: Icon,
  children,
}: {
  to: string;
  icon?: LucideIcon;
  children: ReactNode;
}) {
  return (
    <DropdownMenu.Item asChild>
      <Link
        to={to}
        className="flex cursor-pointer items-center gap-2.5 rounded-lg px-2.5 py-2 text-sm text-slate-700 outline-none data-highlighted:bg-slate-100 data-highlighted:text-slate-900"
      >
        {Icon ? <Icon className="size-4 text-slate-500" aria-hidden="true" /> : null}
        {children}
      </Link>
    </DropdownMenu.Item>
  );
}

export function DropdownSeparator() {
  return <DropdownMenu.Separator className="my-1.5 h-px bg-slate-200" />;
}

export function DropdownHeading({ children }: { children: ReactNode }) {
  return (
    <DropdownMenu.Label className="px-2.5 pt-1.5 pb-1 text-xs font-medium text-slate-500">
      {children}
    </DropdownMenu.Label>
  );
}
