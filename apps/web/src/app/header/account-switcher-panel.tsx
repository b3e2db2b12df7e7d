// The account switcher's choices, loaded with the menu (decision 149).
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Check, Plus, Rocket } from 'lucide-react';
import { Avatar } from '#web/components/avatar.tsx';
import {
  DropdownHeading,
  DropdownLinkItem,
  DropdownPanel,
  DropdownSeparator,
} from '#web/components/dropdown-parts.tsx';
import { Spinner } from '#web/components/spinner.tsx';
import type { AccountChoice } from '#web/features/accounts/account-choices.ts';
import { useSwitchAccount } from '#web/features/accounts/hooks/use-switch-account.ts';

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

export default function AccountSwitcherPanel({ choices }: { choices: AccountChoice[] }) {
  const { switchTo, isSwitchingTo } = useSwitchAccount();
  const switchingKey = choices.find((choice) => isSwitchingTo(choice.target))?.key ?? null;
  const onChoose = (choice: AccountChoice) => void switchTo(choice.target);
  return (
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
  );
}
