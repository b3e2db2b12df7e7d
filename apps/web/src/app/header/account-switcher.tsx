// The header's account switcher (SPEC.md §2 "Menus", §4 "Active account"): the personal account,
// each company and each enterprise, the active one marked; choosing one switches to it.
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { clsx } from 'clsx';
import { Check, ChevronDown, Plus, Rocket } from 'lucide-react';
import { Avatar } from '#web/components/avatar.tsx';
import {
  DropdownHeading,
  DropdownLinkItem,
  DropdownPanel,
  DropdownSeparator,
} from '#web/components/dropdown-parts.tsx';
import { Spinner } from '#web/components/spinner.tsx';
import { type AccountChoice, accountChoices } from '#web/features/accounts/account-choices.ts';
import { useSwitchAccount } from '#web/features/accounts/hooks/use-switch-account.ts';
import { useSession } from '#web/lib/session/session.tsx';
import { useDropdown } from '../dropdowns.tsx';

interface ChoiceItemProps {
  choice: AccountChoice;
  switching: boolean;
  onChoose: (choice: AccountChoice) => void;
}

/** A checkbox item, not a radio: choosing the active account again must still say so. */
function ChoiceItem({ choice, switching, onChoose }: ChoiceItemProps) {
  return (
    <DropdownMenu.CheckboxItem
      checked={choice.active}
      onSelect={() => onChoose(choice)}
      className="flex cursor-pointer items-center gap-3 rounded-lg px-2.5 py-2 text-sm outline-none data-disabled:cursor-wait data-disabled:opacity-60 data-highlighted:bg-slate-100"
    >
      <Avatar
        name={choice.name}
        src={choice.avatar}
        size="sm"
        shape={choice.kind === 'candidate' ? 'circle' : 'square'}
      />
      <span className="min-w-0 flex-1">
        <span className="block truncate font-medium text-slate-900">{choice.name}</span>
        <span className="block truncate text-xs text-slate-500">
          {choice.roleLabel ? `${choice.description} · ${choice.roleLabel}` : choice.description}
        </span>
      </span>
      {switching ? <Spinner className="size-4 text-brand-600" /> : null}
      <DropdownMenu.ItemIndicator>
        <Check className="size-4 text-brand-600" aria-hidden="true" />
      </DropdownMenu.ItemIndicator>
    </DropdownMenu.CheckboxItem>
  );
}

interface SectionProps {
  title: string;
  choices: AccountChoice[];
  switchingKey: string | null;
  onChoose: (choice: AccountChoice) => void;
}

function Section({ title, choices, switchingKey, onChoose }: SectionProps) {
  if (choices.length === 0) return null;
  return (
    <DropdownMenu.Group>
      <DropdownHeading>{title}</DropdownHeading>
      {choices.map((choice) => (
        <ChoiceItem
          key={choice.key}
          choice={choice}
          switching={choice.key === switchingKey}
          onChoose={onChoose}
        />
      ))}
    </DropdownMenu.Group>
  );
}

const SECTION_TITLES: Record<AccountChoice['kind'], string> = {
  candidate: 'Personal',
  company: 'Companies',
  enterprise: 'Enterprises',
};

export function AccountSwitcher({ onGradient = false }: { onGradient?: boolean }) {
  const { user } = useSession();
  const dropdown = useDropdown('switcher');
  const { switchTo, isSwitchingTo } = useSwitchAccount();
  // With nothing to switch between, there is no switcher.
  if (!user || (user.companies.length === 0 && user.enterprises.length === 0 && !user.activeCompany))
    return null;

  const choices = accountChoices(user);
  const active = choices.find((choice) => choice.active) ?? choices[0];
  if (!active) return null;
  const switchingKey = choices.find((choice) => isSwitchingTo(choice.target))?.key ?? null;
  const onChoose = (choice: AccountChoice) => void switchTo(choice.target);

  return (
    <DropdownMenu.Root modal={false} {...dropdown}>
      <DropdownMenu.Trigger
        className={clsx(
          'inline-flex h-10 max-w-56 items-center gap-2 rounded-full p-1 text-sm font-medium transition-colors sm:pr-3',
          onGradient
            ? 'text-white hover:bg-white/15 data-[state=open]:bg-white/15'
            : 'text-slate-700 ring-1 ring-slate-200 hover:bg-slate-50 data-[state=open]:bg-slate-50',
        )}
        aria-label={`Acting as ${active.name}. Switch account`}
      >
        <Avatar
          name={active.name}
          src={active.avatar}
          size="sm"
          shape={active.kind === 'candidate' ? 'circle' : 'square'}
        />
        <span className="hidden truncate sm:inline">{active.name}</span>
        <ChevronDown className="hidden size-4 shrink-0 opacity-70 sm:block" aria-hidden="true" />
      </DropdownMenu.Trigger>
      <DropdownPanel align="end" className="w-80 max-w-[calc(100vw-2rem)]">
        {(['candidate', 'company', 'enterprise'] as const).map((kind) => (
          <Section
            key={kind}
            title={SECTION_TITLES[kind]}
            choices={choices.filter((choice) => choice.kind === kind)}
            switchingKey={switchingKey}
            onChoose={onChoose}
          />
        ))}
        <DropdownSeparator />
        <DropdownLinkItem to="/launch-pad" icon={Rocket}>
          Launch Pad
        </DropdownLinkItem>
        <DropdownLinkItem to="/create-company" icon={Plus}>
          Create a company
        </DropdownLinkItem>
      </DropdownPanel>
    </DropdownMenu.Root>
  );
}
