// Entries of the header's avatar menu (SPEC.md §2 "Menus", §6 "Other rules"). The company avatar
// menu (SPEC.md §4's "company" dropdown) also leads the three roles of §6 to Team Members, and
// those who keep offers (Recruiter and above) to the company's onboarding checklist and file library (issue 20).
import { atLeastCompanyRole, roleIsAllowed, TEAM_MEMBERS_PAGE_ROLES } from '@hireloop/shared/roles';
import {
  Building2,
  CircleUserRound,
  Code,
  FolderOpen,
  ListChecks,
  LogOut,
  type LucideIcon,
  Plug,
  Rocket,
  ShieldCheck,
  UserRoundX,
  Users,
} from 'lucide-react';
import type { User } from '#web/lib/session/session-user.ts';
import type { MenuArea } from '../menu/menu-item.ts';
import { AREA_LINKS } from '../menu/menu-rules.ts';
import { onlyBuiltLinks } from '../routes/built-links.ts';

export interface AvatarMenuEntry {
  label: string;
  to: string;
  icon: LucideIcon;
}

/** The entries SPEC.md §2 gives this user, whether or not each page is built yet. */
export function avatarMenuSpecEntries(area: MenuArea, user: User): AvatarMenuEntry[] {
  const entries: AvatarMenuEntry[] = [];
  const hasOtherAccounts = user.companies.length > 0 || user.enterprises.length > 0;

  if (area === 'enterprise') {
    if (hasOtherAccounts) entries.push({ label: 'Launch Pad', to: '/launch-pad', icon: Rocket });
    entries.push({ label: 'Enterprise Profile', to: '/enterprise-profile/edit', icon: Building2 });
  } else {
    if (user.companies.length > 0 || user.referrerId) {
      entries.push({ label: 'Launch Pad', to: '/launch-pad', icon: Rocket });
    }
    if (area === 'company' && user.activeCompany) {
      entries.push({ label: 'Integrations', to: '/integrations', icon: Plug });
      entries.push({ label: 'Widgets', to: '/widgets', icon: Code });
    }
    if (area === 'company' && roleIsAllowed(user.activeCompany?.role, null, TEAM_MEMBERS_PAGE_ROLES)) {
      entries.push({ label: 'Team Members', to: '/team-members', icon: Users });
    }
    if (area === 'company' && atLeastCompanyRole(user.activeCompany?.role, 'Recruiter')) {
      entries.push({ label: 'Onboarding Checklist', to: '/company-onboarding-checklist', icon: ListChecks });
      entries.push({ label: 'File Library', to: '/company-file-library', icon: FolderOpen });
    }
  }
  entries.push({ label: 'Account', to: AREA_LINKS[area].account, icon: CircleUserRound });
  if (user.isSuperAdmin)
    entries.push({ label: 'Admin Dashboard', to: '/admin/dashboard', icon: ShieldCheck });
  if (user.impersonate)
    entries.push({ label: 'Stop Impersonation', to: '/stop-impersonation', icon: UserRoundX });
  entries.push({ label: 'Logout', to: '/logout', icon: LogOut });
  return entries;
}

/** The entries shown: Integrations, Widgets, Admin Dashboard… appear once their page is built. */
export function avatarMenuEntries(area: MenuArea, user: User): AvatarMenuEntry[] {
  return onlyBuiltLinks(avatarMenuSpecEntries(area, user), (entry) => entry.to);
}
