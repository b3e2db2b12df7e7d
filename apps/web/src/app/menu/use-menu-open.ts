import { STORAGE_KEYS } from '@hireloop/shared/constants';
import { useCallback, useState } from 'react';
import { getStoredItem, setStoredItem } from '#web/lib/storage.ts';

type MenuState = 'open' | 'closed';

/** Whether the desktop side bar is expanded; remembered across visits (SPEC.md §9 `menuState`). */
export function useMenuOpen(): [boolean, (open: boolean) => void] {
  const [open, setOpen] = useState(() => getStoredItem<MenuState>(STORAGE_KEYS.menuState) !== 'closed');
  const update = useCallback((next: boolean) => {
    setOpen(next);
    setStoredItem<MenuState>(STORAGE_KEYS.menuState, next ? 'open' : 'closed');
  }, []);
  return [open, update];
}
