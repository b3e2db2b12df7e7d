import { DEMO_BLOCKED, ROLE_FAILURE } from '@hireloop/shared/account-switch';
import { TEAM_MEMBERS_PAGE_ROLES } from '@hireloop/shared/roles';
import { describe, expect, it } from 'vitest';
import type { RouteMeta } from '#web/lib/route-meta.ts';
import type { User } from '#web/lib/session/session-user.ts';
import { buildCompany, buildEnterprise, buildUser } from '#web/test/user-fixtures.ts';
import type { GuardContext } from './route-guard.ts';
import { firstGuardRedirect, routeGuards } from './route-guards.ts';

const companyPage: RouteMeta = { title: 'Team Members', requiresAuth: true, requiresActiveCompany: true };
const enterprisePage: RouteMeta = { title: 'Groups', requiresAuth: true, requiresActiveEnterprise: true };

function decide(meta: RouteMeta, user: User | null, overrides: Partial<GuardContext> = {}) {
  return firstGuardRedirect(routeGuards, {
    meta,
    user,
    url: new URL('https://hireloop.test/team-members'),
    previousPath: '/company-dashboard',
    demoMode: false,
    ...overrides,
  });
}

const admin = buildCompany({ role: 'Company Admin' });
const member = buildCompany({ role: 'Team Member' });
const withCompany = (company = admin) => buildUser({ companies: [company], activeCompany: company });

describe('guard 2: company page without an active company', () => {
  it('sends the user to /launch-pad and remembers the page', () => {
    const decision = decide(companyPage, buildUser({ companies: [admin] }));
    expect(decision?.redirectTo).toBe('/launch-pad');
    expect(decision?.rememberTargetForMs).toBeGreaterThan(0);
  });

  it('lets a user with an active company through', () => {
    expect(decide(companyPage, withCompany())).toBeNull();
  });

  it('comes after guard 1: a signed-out visit goes to /login first', () => {
    expect(decide(companyPage, null)?.redirectTo).toBe('/login');
  });
});

describe('guard 3: role-restricted page', () => {
  const teamPage: RouteMeta = { ...companyPage, roles: TEAM_MEMBERS_PAGE_ROLES };

  it('warns with the page name and returns to the previous page, replacing the history entry', () => {
    expect(decide(teamPage, withCompany(member))).toEqual({
      redirectTo: '/company-dashboard',
      warning: ROLE_FAILURE('Team Members'),
      replace: true,
    });
    expect(decide(teamPage, withCompany(member), { previousPath: '/company-profile?tab=1' })).toMatchObject({
      redirectTo: '/company-profile?tab=1',
      warning: 'You do not have permission to access Team Members.',
    });
  });

  it('goes to the company dashboard when the visit started on the page', () => {
    expect(decide(teamPage, withCompany(member), { previousPath: null })).toEqual({
      redirectTo: '/company-dashboard',
      warning: ROLE_FAILURE('Team Members'),
    });
  });

  it('uses the word "page" for a page without a title', () => {
    const untitled: RouteMeta = { requiresAuth: true, roles: ['Company Admin'] };
    expect(decide(untitled, withCompany(member))?.warning).toBe(
      'You do not have permission to access the page.',
    );
  });

  it('admits the listed roles, including enterprise roles', () => {
    expect(decide(teamPage, withCompany(admin))).toBeNull();
    const owner = buildEnterprise({ role: 'Enterprise Owner' });
    const settings: RouteMeta = { ...enterprisePage, roles: ['Enterprise Owner'] };
    expect(decide(settings, buildUser({ enterprises: [owner], activeEnterprise: owner }))).toBeNull();
  });

  it('comes after guard 2: without an active company the launch pad wins', () => {
    expect(decide(teamPage, buildUser())?.redirectTo).toBe('/launch-pad');
  });
});

describe('guard 4: enterprise page without an active enterprise', () => {
  it('sends the user to /launch-pad', () => {
    expect(decide(enterprisePage, withCompany())).toEqual({ redirectTo: '/launch-pad' });
  });

  it('lets a user with an active enterprise through', () => {
    const enterprise = buildEnterprise();
    expect(decide(enterprisePage, buildUser({ activeEnterprise: enterprise }))).toBeNull();
  });

  it('comes after guard 3: a refused role is warned about first', () => {
    const both: RouteMeta = { ...enterprisePage, roles: ['Enterprise Owner'] };
    expect(decide(both, withCompany())?.warning).toBe(ROLE_FAILURE('Groups'));
  });
});

describe('guard 5: demo-blocked page', () => {
  const blocked: RouteMeta = { title: 'Billing', requiresAuth: true, demoBlocked: true };

  it('warns and stays on the previous page on the demo site', () => {
    expect(decide(blocked, withCompany(), { demoMode: true })).toEqual({
      redirectTo: '/company-dashboard',
      warning: DEMO_BLOCKED,
      replace: true,
    });
    expect(
      decide(blocked, withCompany(), { demoMode: true, previousPath: '/company-profile' })?.redirectTo,
    ).toBe('/company-profile');
  });

  it('on a first visit goes to the company dashboard when signed in, else to /', () => {
    expect(decide(blocked, withCompany(), { demoMode: true, previousPath: null })).toEqual({
      redirectTo: '/company-dashboard',
      warning: DEMO_BLOCKED,
    });
    const publicBlocked: RouteMeta = { title: 'Deals', demoBlocked: true };
    expect(decide(publicBlocked, null, { demoMode: true, previousPath: null })?.redirectTo).toBe('/');
  });

  it('does nothing outside the demo site', () => {
    expect(decide(blocked, withCompany(), { demoMode: false })).toBeNull();
  });

  it('comes after guard 4', () => {
    const both: RouteMeta = { ...enterprisePage, demoBlocked: true };
    expect(decide(both, withCompany(), { demoMode: true })?.redirectTo).toBe('/launch-pad');
  });
});

describe('a company whose demo is not completed', () => {
  const unfinished = buildCompany({ demoCompleted: false });

  it('is sent to the company dashboard on a visit that starts on a company page', () => {
    expect(decide(companyPage, withCompany(unfinished), { previousPath: null })).toEqual({
      redirectTo: '/company-dashboard',
    });
  });

  it('moves freely between pages once inside the app', () => {
    expect(decide(companyPage, withCompany(unfinished), { previousPath: '/company-dashboard' })).toBeNull();
  });

  it('may open the company dashboard itself', () => {
    const url = new URL('https://hireloop.test/company-dashboard');
    expect(decide(companyPage, withCompany(unfinished), { previousPath: null, url })).toBeNull();
  });
});

describe('a refused page that is also the previous page', () => {
  it('is not returned to, which would refuse it again', () => {
    const teamPage: RouteMeta = { ...companyPage, roles: TEAM_MEMBERS_PAGE_ROLES };
    const member = buildCompany({ role: 'Team Member' });
    const user = buildUser({ companies: [member], activeCompany: member });
    expect(decide(teamPage, user, { previousPath: '/team-members' })?.redirectTo).toBe('/company-dashboard');
  });
});
