// Visibility rules of SPEC.md §2 "Menus" for the side bar (≥ 1280 px) and the bottom bar.
import { ArrowLeftRight, Bell, CircleUserRound, LogOut, Plug, Settings } from 'lucide-react';
import type { User } from '#web/lib/session/session-user.ts';
import { onlyBuiltLinks } from '../routes/built-links.ts';
import type { MenuArea, MenuItem } from './menu-item.ts';

/** An item is active when the current path contains its link. */
export function isMenuItemActive(pathname: string, link: string): boolean {
  return pathname.includes(link);
}

/** The bottom bar leaves out interview pages (they need a large screen). */
export function bottomBarItems(items: readonly MenuItem[]): MenuItem[] {
  return items.filter((item) => !item.link.includes('interview'));
}

/** Where the account-level pages of each area live. */
export const AREA_LINKS: Record<
  MenuArea,
  { notifications: string; notificationSettings: string; account: string }
> = {
  candidate: {
    notifications: '/notifications',
    notificationSettings: '/notification-preferences',
    account: '/account',
  },
  company: {
    notifications: '/company-notifications',
    notificationSettings: '/company-notification-preferences',
    account: '/company-account',
  },
  // The same pages as a candidate's, shown in the enterprise layout with the enterprise's inbox
  // (SPEC.md §2 names no enterprise notification routes).
  enterprise: {
    notifications: '/notifications',
    notificationSettings: '/notification-preferences',
    account: '/enterprise-account',
  },
};

/**
 * Items the bottom bar gains below 1280 px, where the header has no room for its dropdowns:
 * Notifications, Settings, Switch Accounts (user has companies), Integrations (a company is
 * active), Account and Logout.
 */
export function bottomBarExtraSpecItems(area: MenuArea, user: User | null): MenuItem[] {
  const links = AREA_LINKS[area];
  const items: MenuItem[] = [
    { label: 'Notifications', link: links.notifications, icon: Bell },
    { label: 'Settings', link: links.notificationSettings, icon: Settings },
  ];
  if (user && user.companies.length > 0) {
    items.push({ label: 'Switch Accounts', link: '/launch-pad', icon: ArrowLeftRight });
  }
  if (user?.activeCompany) {
    items.push({ label: 'Integrations', link: '/integrations', icon: Plug });
  }
  items.push({ label: 'Account', link: links.account, icon: CircleUserRound });
  items.push({ label: 'Logout', link: '/logout', icon: LogOut });
  return items;
}

/** The extra items shown: only those whose page is built. */
export function bottomBarExtraItems(area: MenuArea, user: User | null): MenuItem[] {
  return onlyBuiltLinks(bottomBarExtraSpecItems(area, user), (item) => item.link);
}
