// The header's account switcher (SPEC.md §2 "Menus", §4 "Active account"): the personal account,
// each company and each enterprise, the active one marked; choosing one switches to it.
import { clsx } from 'clsx';
import { ChevronDown } from 'lucide-react';
import { lazy } from 'react';
import { Avatar } from '#web/components/avatar.tsx';
import { DropdownOnDemand } from '#web/components/dropdown-on-demand.tsx';
import { accountChoices } from '#web/features/accounts/account-choices.ts';
import { useSession } from '#web/lib/session/session.tsx';
import { useDropdown } from '../dropdowns.tsx';

const AccountSwitcherPanel = lazy(() => import('./account-switcher-panel.tsx'));

export function AccountSwitcher({ onGradient = false }: { onGradient?: boolean }) {
  const { user } = useSession();
  const dropdown = useDropdown('switcher');
  // With nothing to switch between, there is no switcher.
  if (!user || (user.companies.length === 0 && user.enterprises.length === 0 && !user.activeCompany))
    return null;

  const choices = accountChoices(user);
  const active = choices.find((choice) => choice.active) ?? choices[0];
  if (!active) return null;

  return (
    <DropdownOnDemand
      dropdown={dropdown}
      trigger={{
        className: clsx(
          'inline-flex h-10 max-w-56 items-center gap-2 rounded-full p-1 text-sm font-medium transition-colors sm:pr-3',
          onGradient
            ? 'text-white hover:bg-white/15 data-[state=open]:bg-white/15'
            : 'text-slate-700 ring-1 ring-slate-200 hover:bg-slate-50 data-[state=open]:bg-slate-50',
        ),
        label: `Acting as ${active.name}. Switch account`,
        content: (
          <>
            <Avatar
              name={active.name}
              src={active.avatar}
              size="sm"
              shape={active.kind === 'candidate' ? 'circle' : 'square'}
            />
            <span className="hidden truncate sm:inline">{active.name}</span>
            <ChevronDown className="hidden size-4 shrink-0 opacity-70 sm:block" aria-hidden="true" />
          </>
        ),
      }}
      panel={<AccountSwitcherPanel choices={choices} />}
    />
  );
}
