import type { ReactNode } from 'react';

/** The open state of a coordinated menu (`useDropdown` in app/dropdowns.tsx). */
export interface DropdownState {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** What a menu's trigger button shows: the same before and after the menu's code is loaded. */
export interface DropdownTriggerLook {
  className: string;
  label?: string;
  content: ReactNode;
}
