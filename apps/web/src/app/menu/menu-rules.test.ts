import { ENTERPRISE_TYPES, enterpriseMenuLabels } from '@hireloop/shared/enterprise-labels';
import { describe, expect, it } from 'vitest';
import { buildCompany, buildEnterprise, buildUser } from '#web/test/user-fixtures.ts';
import { isBuiltLink } from '../routes/built-links.ts';
import { enterpriseRoutes } from '../routes/enterprise-routes.ts';
import {
  CANDIDATE_MENU_SPEC,
  COMPANY_MENU_SPEC,
  candidateMenu,
  companyMenu,
  enterpriseMenu,
} from './menu-items.ts';
import {
  bottomBarExtraItems,
  bottomBarExtraSpecItems,
  bottomBarItems,
  isMenuItemActive,
} from './menu-rules.ts';

const labels = (items: { label: string }[]) => items.map((item) => item.label);
const links = (items: readonly { link: string }[]) => items.map((item) => item.link);

describe('side menus', () => {
  it('lists the candidate and company menus of SPEC §2 in order', () => {
    expect(links(CANDIDATE_MENU_SPEC)).toEqual([
      '/dashboard',
      '/opportunities',
      '/applications',
      '/interviews',
      '/messages',
      '/profile',
    ]);
    expect(links(COMPANY_MENU_SPEC)).toEqual([
      '/company-dashboard',
      '/company-opportunities',
      '/company-candidates',
      '/company-interviews',
      '/company-messages',
      '/company-profile',
    ]);
    expect(companyMenu.at(-1)?.label).toBe('Company');
  });

  it('shows only the items whose page is built, in SPEC order (Interviews once its page exists)', () => {
    expect(candidateMenu).toEqual(CANDIDATE_MENU_SPEC.filter((item) => isBuiltLink(item.link)));
    expect(companyMenu).toEqual(COMPANY_MENU_SPEC.filter((item) => isBuiltLink(item.link)));
    expect(links(candidateMenu).includes('/interviews')).toBe(isBuiltLink('/interviews'));
    expect(links(companyMenu).includes('/company-interviews')).toBe(isBuiltLink('/company-interviews'));
    for (const item of [...candidateMenu, ...companyMenu])
      expect(isBuiltLink(item.link), item.link).toBe(true);
  });

  it('shows enterprise Settings to the Enterprise Owner only', () => {
    const owner = enterpriseMenu(buildEnterprise({ role: 'Enterprise Owner' }));
    expect(links(owner)).toEqual([
      '/enterprise-groups',
      '/enterprise-companies',
      '/enterprise-access-manager',
      '/enterprise-billing-groups',
      '/enterprise-settings',
    ]);
    expect(labels(enterpriseMenu(buildEnterprise({ role: 'Enterprise Admin' })))).not.toContain('Settings');
    expect(labels(enterpriseMenu(buildEnterprise({ role: 'Enterprise Viewer' })))).not.toContain('Settings');
    expect(labels(enterpriseMenu(null))).toEqual(['Groups', 'Companies', 'Users', 'Billing']);
  });

  it('shows Billing once its page is built', () => {
    const billingBuilt = enterpriseRoutes
      .flatMap((group) => group.routes)
      .some((route) => route.path === '/enterprise-billing-groups' && !route.meta.notBuilt);
    expect(links(enterpriseMenu(buildEnterprise())).includes('/enterprise-billing-groups')).toBe(
      billingBuilt,
    );
  });

  it('names groups and companies after the enterprise type', () => {
    for (const type of ENTERPRISE_TYPES) {
      const expected = enterpriseMenuLabels(type);
      expect(labels(enterpriseMenu(buildEnterprise({ type })))).toEqual([
        expected.groups,
        expected.companies,
        'Users',
        'Billing',
        'Settings',
      ]);
    }
    expect(labels(enterpriseMenu(buildEnterprise({ type: 'franchise' }))).slice(0, 2)).toEqual([
      'Franchisees',
      'Locations',
    ]);
    expect(labels(enterpriseMenu(buildEnterprise({ type: 'staffing_agency' }))).slice(0, 2)).toEqual([
      'Clients',
      'Client Accounts',
    ]);
    expect(labels(enterpriseMenu(buildEnterprise({ type: 'corporate_chain' }))).slice(0, 2)).toEqual([
      'Regions',
      'Locations',
    ]);
  });
});

describe('bottom bar', () => {
  it('hides every item whose link contains "interview"', () => {
    expect(links(bottomBarItems(CANDIDATE_MENU_SPEC))).toEqual([
      '/dashboard',
      '/opportunities',
      '/applications',
      '/messages',
      '/profile',
    ]);
    expect(links(bottomBarItems(COMPANY_MENU_SPEC))).not.toContain('/company-interviews');
    expect(bottomBarItems(COMPANY_MENU_SPEC)).toHaveLength(5);
  });

  it('gains Notifications, Settings, Account and Logout for everyone', () => {
    expect(labels(bottomBarExtraSpecItems('candidate', null))).toEqual([
      'Notifications',
      'Settings',
      'Account',
      'Logout',
    ]);
  });

  it('adds Switch Accounts only when the user has companies', () => {
    expect(labels(bottomBarExtraSpecItems('candidate', buildUser()))).not.toContain('Switch Accounts');
    const withCompany = buildUser({ companies: [buildCompany()] });
    expect(labels(bottomBarExtraSpecItems('candidate', withCompany))).toContain('Switch Accounts');
  });

  it('adds Integrations only when a company is active', () => {
    const company = buildCompany();
    const inactive = buildUser({ companies: [company] });
    expect(labels(bottomBarExtraSpecItems('candidate', inactive))).not.toContain('Integrations');
    const active = buildUser({ companies: [company], activeCompany: company });
    expect(labels(bottomBarExtraSpecItems('company', active))).toEqual([
      'Notifications',
      'Settings',
      'Switch Accounts',
      'Integrations',
      'Account',
      'Logout',
    ]);
    // Shown only once /integrations is built.
    expect(labels(bottomBarExtraItems('company', active)).includes('Integrations')).toBe(
      isBuiltLink('/integrations'),
    );
    for (const item of bottomBarExtraItems('company', active)) expect(isBuiltLink(item.link)).toBe(true);
  });

  it('links the extras to the pages of the current area', () => {
    const company = bottomBarExtraItems('company', null);
    expect(links(company)).toEqual([
      '/company-notifications',
      '/company-notification-preferences',
      '/company-account',
      '/logout',
    ]);
    expect(bottomBarExtraItems('enterprise', null).find((item) => item.label === 'Account')?.link).toBe(
      '/enterprise-account',
    );
  });
});

describe('active item', () => {
  it('is active when the current path contains its link', () => {
    expect(isMenuItemActive('/opportunities', '/opportunities')).toBe(true);
    expect(isMenuItemActive('/company-opportunities/12/edit', '/company-opportunities')).toBe(true);
    expect(isMenuItemActive('/profile/edit', '/profile')).toBe(true);
  });

  it('does not confuse candidate and company links', () => {
    expect(isMenuItemActive('/company-dashboard', '/dashboard')).toBe(false);
    expect(isMenuItemActive('/company-messages', '/messages')).toBe(false);
    expect(isMenuItemActive('/company-profile', '/profile')).toBe(false);
    expect(isMenuItemActive('/applications', '/opportunities')).toBe(false);
  });
});

describe('bottom bar labels', () => {
  it("are the side menu's words, one vocabulary on every width", () => {
    const menus = [
      candidateMenu,
      companyMenu,
      enterpriseMenu(buildEnterprise({ type: 'franchise' })),
      enterpriseMenu(buildEnterprise({ type: 'staffing_agency' })),
      enterpriseMenu(buildEnterprise({ type: 'corporate_chain' })),
    ];
    for (const menu of menus) {
      for (const item of bottomBarItems(menu)) {
        expect(Object.keys(item)).not.toContain('shortLabel');
        expect(menu.find((sideItem) => sideItem.link === item.link)?.label).toBe(item.label);
      }
    }
  });
});
