// Shows which account the user is acting as. Switching itself happens on the Launch Pad,
// which owns the switch call and its rules (SPEC.md §4 "Active account").
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { clsx } from 'clsx';
import { ArrowLeftRight, ChevronDown, Plus } from 'lucide-react';
import { Avatar } from '../../components/avatar.tsx';
import { useDropdown } from '../dropdowns.tsx';
import { useSession } from '../session.tsx';
import { fullName, type User } from '../session-user.ts';
import { DropdownHeading, DropdownLinkItem, DropdownPanel, DropdownSeparator } from './dropdown-parts.tsx';

function activeAccount(user: User): { name: string; avatar: string | null; kind: string } {
  if (user.activeEnterprise) return { ...user.activeEnterprise, kind: 'Enterprise' };
  if (user.activeCompany) return { ...user.activeCompany, kind: 'Company' };
  return { name: fullName(user), avatar: user.avatar, kind: 'Personal account' };
}

export function AccountSwitcher({ onGradient = false }: { onGradient?: boolean }) {
  const { user } = useSession();
  const dropdown = useDropdown('switcher');
  // With nothing to switch between, there is no switcher.
  if (!user || (user.companies.length === 0 && user.enterprises.length === 0)) return null;

  const account = activeAccount(user);
  return (
    <DropdownMenu.Root modal={false} {...dropdown}>
      <DropdownMenu.Trigger
        className={clsx(
          'inline-flex h-10 max-w-56 items-center gap-2 rounded-full py-1 pr-3 pl-1 text-sm font-medium transition-colors',
          onGradient
            ? 'text-white hover:bg-white/15 data-[state=open]:bg-white/15'
            : 'text-slate-700 ring-1 ring-slate-200 hover:bg-slate-50 data-[state=open]:bg-slate-50',
        )}
        aria-label={`Acting as ${account.name}. Switch account`}
      >
        <Avatar
          name={account.name}
          src={account.avatar}
          size="xs"
          shape={account.kind === 'Personal account' ? 'circle' : 'square'}
        />
        <span className="truncate">{account.name}</span>
        <ChevronDown className="size-4 shrink-0 opacity-70" aria-hidden="true" />
      </DropdownMenu.Trigger>
      <DropdownPanel align="end">
        <DropdownHeading>
          <span className="block">{account.kind}</span>
          <span className="block truncate text-sm font-semibold text-slate-900">{account.name}</span>
        </DropdownHeading>
        <DropdownSeparator />
        <DropdownLinkItem to="/launch-pad" icon={ArrowLeftRight}>
          Switch accounts
        </DropdownLinkItem>
        <DropdownLinkItem to="/create-company" icon={Plus}>
          Add a company
        </DropdownLinkItem>
      </DropdownPanel>
    </DropdownMenu.Root>
  );
}
