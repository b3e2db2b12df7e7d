import type { LucideIcon } from 'lucide-react';

export type MenuArea = 'candidate' | 'company' | 'enterprise';

export interface MenuItem {
  label: string;
  link: string;
  icon: LucideIcon;
  /** Label of the bottom bar, where a phone leaves about 56 px per item. */
  shortLabel?: string;
  /** Shows a "Beta" badge next to the label. */
  beta?: boolean;
}
