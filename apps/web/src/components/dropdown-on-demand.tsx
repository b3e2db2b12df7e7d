// A dropdown menu whose code loads when it is first opened (decision 149): Radix's menu with its
// positioning and focus handling is ~30 KB of gzip JavaScript that no page needs before someone
// opens a menu. Until then the trigger is a plain button that looks and announces itself the same;
// pointing at or focusing it starts the download, and pressing it opens the menu once the code is
// there (pointer down, Enter, Space or Arrow Down, as Radix's own trigger does).
import { lazy, type PointerEvent, type ReactNode, Suspense, useState } from 'react';
import type { DropdownState, DropdownTriggerLook } from './dropdown-state.ts';

const loadRadixDropdown = () => import('./radix-dropdown.tsx');
const RadixDropdown = lazy(loadRadixDropdown);

const OPENING_KEYS = new Set(['Enter', ' ', 'ArrowDown']);

function PlainTrigger({ trigger, onOpen }: { trigger: DropdownTriggerLook; onOpen: () => void }) {
  const preload = () => void loadRadixDropdown();
  const openOnPrimaryButton = (event: PointerEvent<HTMLButtonElement>) => {
    if (event.button !== 0 || event.ctrlKey) return;
    // As Radix's trigger: the menu, not the trigger, takes the focus.
    event.preventDefault();
    onOpen();
  };
  return (
    <button
      type="button"
      className={trigger.className}
      aria-label={trigger.label}
      aria-haspopup="menu"
      aria-expanded={false}
      data-state="closed"
      onPointerEnter={preload}
      onFocus={preload}
      onPointerDown={openOnPrimaryButton}
      onKeyDown={(event) => {
        if (!OPENING_KEYS.has(event.key)) return;
        event.preventDefault();
        onOpen();
      }}
    >
      {trigger.content}
    </button>
  );
}

/**
 * `panel` is the menu's content: an element of a lazily loaded component (it uses Radix's items),
 * rendered only once the menu is first opened.
 */
export function DropdownOnDemand({
  dropdown,
  trigger,
  panel,
}: {
  dropdown: DropdownState;
  trigger: DropdownTriggerLook;
  panel: ReactNode;
}) {
  // Once opened, the menu stays Radix's.
  const [openedOnce, setOpenedOnce] = useState(false);
  const plain = (
    <PlainTrigger
      trigger={trigger}
      onOpen={() => {
        setOpenedOnce(true);
        dropdown.onOpenChange(true);
      }}
    />
  );
  if (!openedOnce && !dropdown.open) return plain;
  return (
    <Suspense fallback={plain}>
      <RadixDropdown dropdown={dropdown} trigger={trigger}>
        {panel}
      </RadixDropdown>
    </Suspense>
  );
}
