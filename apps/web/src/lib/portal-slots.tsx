// Named places in the layout where something mounted elsewhere may render (through a portal):
// the layout marks a place with `useSlotRef(name)`, the content finds it with `useSlot(name)`.
// The live notifications panel uses this to sit in the page's flow instead of floating over it.
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';

type SlotName = 'live-notifications' | 'live-notifications-folded';

interface PortalSlots {
  slots: Partial<Record<SlotName, HTMLElement>>;
  register: (name: SlotName, element: HTMLElement | null) => void;
}

const PortalSlotsContext = createContext<PortalSlots | null>(null);

export function PortalSlotsProvider({ children }: { children: ReactNode }) {
  const [slots, setSlots] = useState<PortalSlots['slots']>({});
  const register = useCallback((name: SlotName, element: HTMLElement | null) => {
    setSlots((current) => {
      if ((current[name] ?? null) === element) return current;
      const next = { ...current };
      if (element) next[name] = element;
      else delete next[name];
      return next;
    });
  }, []);
  const value = useMemo(() => ({ slots, register }), [slots, register]);
  return <PortalSlotsContext.Provider value={value}>{children}</PortalSlotsContext.Provider>;
}

/** A ref callback that marks its element as the place named `name`. */
export function useSlotRef(name: SlotName): (element: HTMLElement | null) => () => void {
  const register = useContext(PortalSlotsContext)?.register;
  return useCallback(
    (element: HTMLElement | null) => {
      register?.(name, element);
      return () => register?.(name, null);
    },
    [register, name],
  );
}

/** The element marked as `name` on the current page, or null where the layout has none. */
export function useSlot(name: SlotName): HTMLElement | null {
  return useContext(PortalSlotsContext)?.slots[name] ?? null;
}
