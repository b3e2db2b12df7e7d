// Coordination of the header's menu dropdowns (SPEC.md §4 "Menu dropdowns"): at most one is open,
// and any route change closes all of them.
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import type { DropdownState } from '#web/components/dropdown-state.ts';

export type DropdownName = 'switcher' | 'settings' | 'company' | 'enterprise' | 'profile' | 'more';

interface OpenDropdown {
  name: DropdownName;
  /** The location the dropdown was opened on; once the location changes it counts as closed. */
  locationKey: string;
}

interface DropdownCoordination {
  isOpen: (name: DropdownName) => boolean;
  setOpen: (name: DropdownName, open: boolean) => void;
}

const DropdownContext = createContext<DropdownCoordination | null>(null);

export function DropdownCoordinator({ children }: { children: ReactNode }) {
  const location = useLocation();
  const [openDropdown, setOpenDropdown] = useState<OpenDropdown | null>(null);

  const isOpen = useCallback(
    (name: DropdownName) => openDropdown?.name === name && openDropdown.locationKey === location.key,
    [openDropdown, location.key],
  );
  const setOpen = useCallback(
    (name: DropdownName, open: boolean) => {
      if (open) setOpenDropdown({ name, locationKey: location.key });
      else setOpenDropdown((current) => (current?.name === name ? null : current));
    },
    [location.key],
  );

  const value = useMemo(() => ({ isOpen, setOpen }), [isOpen, setOpen]);
  return <DropdownContext.Provider value={value}>{children}</DropdownContext.Provider>;
}

/**
 * The open state of one coordinated menu, for `DropdownOnDemand` (decision 149), which renders a
 * Radix `DropdownMenu.Root modal={false}` with it. Header menus are non-modal: clicking another
 * menu's trigger opens it straight away (and this coordination closes the first), and the rest of
 * the page is not hidden from assistive tech.
 */
export function useDropdown(name: DropdownName): DropdownState {
  const coordination = useContext(DropdownContext);
  if (!coordination) throw new Error('useDropdown needs a <DropdownCoordinator>');
  const { isOpen, setOpen } = coordination;
  const onOpenChange = useCallback((open: boolean) => setOpen(name, open), [name, setOpen]);
  return { open: isOpen(name), onOpenChange };
}
