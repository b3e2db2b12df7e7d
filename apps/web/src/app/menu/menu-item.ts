import type { LucideIcon } from 'lucide-react';

export type MenuArea = 'candidate' | 'company' | 'enterprise';

export interface MenuItem {
  label: string;
  link: string;
  icon: LucideIcon;
  /** Shows a "Beta" badge next to the label. */
  beta?: boolean;
}
