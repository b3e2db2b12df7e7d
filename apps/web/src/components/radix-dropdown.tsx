// The Radix side of `DropdownOnDemand` (decision 149), loaded with the first menu someone opens.
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import type { ReactNode } from 'react';
import type { DropdownState, DropdownTriggerLook } from './dropdown-state.ts';

export default function RadixDropdown({
  dropdown,
  trigger,
  children,
}: {
  dropdown: DropdownState;
  trigger: DropdownTriggerLook;
  children: ReactNode;
}) {
  // Non-modal: clicking another menu's trigger opens it straight away, and the page stays readable
  // to assistive tech while a menu is open (app/dropdowns.tsx).
  return (
    <DropdownMenu.Root modal={false} open={dropdown.open} onOpenChange={dropdown.onOpenChange}>
      <DropdownMenu.Trigger className={trigger.className} aria-label={trigger.label}>
        {trigger.content}
      </DropdownMenu.Trigger>
      {children}
    </DropdownMenu.Root>
  );
}
