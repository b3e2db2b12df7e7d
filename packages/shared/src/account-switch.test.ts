import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_HOME_PATHS,
  ALREADY_ACTIVE_ACCOUNT,
  accountSwitchPlan,
  activeAccountKind,
  DEMO_BLOCKED,
  homePathFor,
  nearestAccessiblePath,
  ROLE_FAILURE,
  reinstatePaymentPath,
  SWITCH_FAILURE,
  SWITCH_SUCCESS,
  switchDestination,
  switchFailureOutcome,
  trimPathForSwitch,
} from './account-switch.ts';

const UUID = '5f0c8a3e-2b1d-4c6e-9f7a-0123456789ab';
const none = { activeCompanyId: null, activeEnterpriseId: null };
const company = (id: number) => ({ activeCompanyId: id, activeEnterpriseId: null });
const enterprise = (id: number) => ({ activeCompanyId: null, activeEnterpriseId: id });

describe('switch messages (SPEC.md §4, §8)', () => {
  it('uses the exact texts', () => {
    expect(ALREADY_ACTIVE_ACCOUNT).toBe('You are currently using this account.');
    expect(SWITCH_SUCCESS).toBe('Successfully switched accounts.');
    expect(SWITCH_FAILURE).toBe('There was an issue logging into that account. Please contact support.');
    expect(DEMO_BLOCKED).toBe('This feature is not available on the demo site.');
  });

  it('names the page in the role failure, falling back to the word page', () => {
    expect(ROLE_FAILURE('Team Members')).toBe('You do not have permission to access Team Members.');
    expect(ROLE_FAILURE('Create Opportunity')).toBe(
      'You do not have permission to access Create Opportunity.',
    );
    expect(ROLE_FAILURE()).toBe('You do not have permission to access the page.');
    expect(ROLE_FAILURE(null)).toBe('You do not have permission to access the page.');
    expect(ROLE_FAILURE('   ')).toBe('You do not have permission to access the page.');
  });
});

describe('homePathFor', () => {
  it('leads an enterprise to /enterprise-groups, a company to /company-dashboard, else /dashboard', () => {
    expect(homePathFor(null, { id: 3 })).toBe('/enterprise-groups');
    expect(homePathFor({ id: 7 }, null)).toBe('/company-dashboard');
    expect(homePathFor(null, null)).toBe('/dashboard');
    expect(homePathFor(undefined, undefined)).toBe('/dashboard');
    expect(ACCOUNT_HOME_PATHS).toEqual({
      enterprise: '/enterprise-groups',
      company: '/company-dashboard',
      candidate: '/dashboard',
    });
  });

  it('accepts ids, treating 0 as none', () => {
    expect(homePathFor(7, 0)).toBe('/company-dashboard');
    expect(homePathFor(0, 3)).toBe('/enterprise-groups');
    expect(homePathFor(0, 0)).toBe('/dashboard');
  });

  it('prefers the enterprise when a session names both', () => {
    expect(homePathFor(7, 3)).toBe('/enterprise-groups');
    expect(activeAccountKind(7, 3)).toBe('enterprise');
  });
});

describe('accountSwitchPlan', () => {
  it('switches to a company by clearing the enterprise first', () => {
    expect(accountSwitchPlan(none, { kind: 'company', id: 7 })).toEqual({
      alreadyActive: false,
      steps: [
        { kind: 'enterprise', id: 0 },
        { kind: 'company', id: 7 },
      ],
    });
    expect(accountSwitchPlan(enterprise(3), { kind: 'company', id: 7 }).steps).toEqual([
      { kind: 'enterprise', id: 0 },
      { kind: 'company', id: 7 },
    ]);
  });

  it('switches to an enterprise by clearing the company first', () => {
    expect(accountSwitchPlan(company(7), { kind: 'enterprise', id: 3 })).toEqual({
      alreadyActive: false,
      steps: [
        { kind: 'company', id: 0 },
        { kind: 'enterprise', id: 3 },
      ],
    });
  });

  it('switches to the candidate account by clearing company and enterprise', () => {
    expect(accountSwitchPlan(company(7), { kind: 'candidate' })).toEqual({
      alreadyActive: false,
      steps: [
        { kind: 'company', id: 0 },
        { kind: 'enterprise', id: 0 },
      ],
    });
    expect(accountSwitchPlan(enterprise(3), { kind: 'candidate' }).steps).toHaveLength(2);
  });

  it('switches between companies, still clearing the enterprise', () => {
    expect(accountSwitchPlan(company(7), { kind: 'company', id: 8 }).steps).toEqual([
      { kind: 'enterprise', id: 0 },
      { kind: 'company', id: 8 },
    ]);
  });

  it('makes no call for the account already in use', () => {
    expect(accountSwitchPlan(company(7), { kind: 'company', id: 7 })).toEqual({
      alreadyActive: true,
      steps: [],
    });
    expect(accountSwitchPlan(enterprise(3), { kind: 'enterprise', id: 3 })).toEqual({
      alreadyActive: true,
      steps: [],
    });
    expect(accountSwitchPlan(none, { kind: 'candidate' })).toEqual({ alreadyActive: true, steps: [] });
    expect(
      accountSwitchPlan({ activeCompanyId: 0, activeEnterpriseId: undefined }, { kind: 'candidate' }),
    ).toEqual({ alreadyActive: true, steps: [] });
  });

  it('does not take an enterprise for a company of the same id', () => {
    expect(accountSwitchPlan(enterprise(7), { kind: 'company', id: 7 }).alreadyActive).toBe(false);
    expect(accountSwitchPlan(company(3), { kind: 'enterprise', id: 3 }).alreadyActive).toBe(false);
  });

  it('rejects a target without a positive whole id', () => {
    expect(() => accountSwitchPlan(none, { kind: 'company', id: 0 })).toThrow(RangeError);
    expect(() => accountSwitchPlan(none, { kind: 'enterprise', id: -1 })).toThrow(RangeError);
    expect(() => accountSwitchPlan(none, { kind: 'company', id: 1.5 })).toThrow(RangeError);
  });
});

describe('trimPathForSwitch', () => {
  it('cuts the path from the first segment that holds an id', () => {
    expect(trimPathForSwitch('/company-candidates/17/print')).toBe('/company-candidates');
    expect(trimPathForSwitch('/company-opportunities/42/edit')).toBe('/company-opportunities');
    expect(trimPathForSwitch('/company-opportunities/42')).toBe('/company-opportunities');
    expect(trimPathForSwitch('/activities/12')).toBe('/activities');
    expect(trimPathForSwitch('/42')).toBe('/');
  });

  it('cuts segments holding a UUID, including one without any digit', () => {
    expect(trimPathForSwitch(`/company-interviews/${UUID}`)).toBe('/company-interviews');
    expect(trimPathForSwitch('/interviews/ffffffff-ffff-ffff-ffff-ffffffffffff')).toBe('/interviews');
  });

  it('cuts segments that merely contain a digit', () => {
    expect(trimPathForSwitch('/user-imports/import-2026/rows')).toBe('/user-imports');
  });

  it('drops query parameters holding digits or UUIDs and keeps the rest', () => {
    expect(trimPathForSwitch('/company-opportunities?status=open&page=2')).toBe(
      '/company-opportunities?status=open',
    );
    expect(trimPathForSwitch(`/company-interviews?interview=${UUID}`)).toBe('/company-interviews');
    expect(trimPathForSwitch('/company-interviews?interview=5')).toBe('/company-interviews');
    expect(trimPathForSwitch('/company-candidates?sort=name&stage2=x&q=anna')).toBe(
      '/company-candidates?sort=name&q=anna',
    );
  });

  it('looks for digits in the decoded text, keeping the parameter as written', () => {
    expect(trimPathForSwitch('/company-candidates?q=new%20york')).toBe('/company-candidates?q=new%20york');
    expect(trimPathForSwitch('/company-candidates?q=new+york')).toBe('/company-candidates?q=new+york');
    expect(trimPathForSwitch('/company-candidates?q=%33')).toBe('/company-candidates');
    expect(trimPathForSwitch('/company-candidates?q=%E0%A4%A')).toBe('/company-candidates?q=%E0%A4%A');
  });

  it('leaves a path without ids alone', () => {
    expect(trimPathForSwitch('/team-members')).toBe('/team-members');
    expect(trimPathForSwitch('/company-opportunities/create')).toBe('/company-opportunities/create');
    expect(trimPathForSwitch('/')).toBe('/');
  });

  it('normalises empty input, empty segments, empty parameters and trailing slashes', () => {
    expect(trimPathForSwitch('')).toBe('/');
    expect(trimPathForSwitch('/team-members/')).toBe('/team-members');
    expect(trimPathForSwitch('//company-profile//edit')).toBe('/company-profile/edit');
    expect(trimPathForSwitch('/team-members?')).toBe('/team-members');
    expect(trimPathForSwitch('/team-members?&a=b&')).toBe('/team-members?a=b');
    expect(trimPathForSwitch('?page=2')).toBe('/');
  });

  it('keeps a fragment unless it holds an id', () => {
    expect(trimPathForSwitch('/company-profile#billing')).toBe('/company-profile#billing');
    expect(trimPathForSwitch('/company-messages#message-12')).toBe('/company-messages');
    expect(trimPathForSwitch('/company-opportunities/4?status=open#top')).toBe(
      '/company-opportunities?status=open#top',
    );
  });

  it('reduces a full URL to its path', () => {
    expect(trimPathForSwitch('https://app.hireloop.test/company-candidates/17?tab=notes')).toBe(
      '/company-candidates?tab=notes',
    );
  });
});

describe('nearestAccessiblePath', () => {
  const teamMemberMay = (path: string) => !['/team-members', '/company-opportunities/create'].includes(path);

  it('keeps the trimmed path, with its query, when the role may open it', () => {
    expect(nearestAccessiblePath('/company-opportunities/42/edit?tab=a', teamMemberMay)).toBe(
      '/company-opportunities?tab=a',
    );
  });

  it('moves up to the nearest parent the role may open, dropping query and fragment', () => {
    expect(nearestAccessiblePath('/company-opportunities/create?step=a#top', teamMemberMay)).toBe(
      '/company-opportunities',
    );
  });

  it('answers null when no part of the path may be opened', () => {
    expect(nearestAccessiblePath('/team-members', teamMemberMay)).toBeNull();
    expect(nearestAccessiblePath('/', () => false)).toBeNull();
  });

  it('asks about paths without query', () => {
    const asked: string[] = [];
    nearestAccessiblePath('/a/b/c?x=y', (path) => {
      asked.push(path);
      return false;
    });
    expect(asked).toEqual(['/a/b/c', '/a/b', '/a']);
  });
});

describe('switchDestination', () => {
  it('reloads the trimmed current page when switching between companies', () => {
    expect(
      switchDestination({
        before: company(7),
        after: company(8),
        currentPath: '/company-candidates/17/print',
      }),
    ).toEqual({ action: 'reload', path: '/company-candidates' });
  });

  it('reloads the trimmed current page when switching between enterprises', () => {
    expect(
      switchDestination({ before: enterprise(3), after: enterprise(4), currentPath: '/enterprise-groups/9' }),
    ).toEqual({ action: 'reload', path: '/enterprise-groups' });
  });

  it('goes to the home of the new kind when the role may open no part of the page', () => {
    expect(
      switchDestination({
        before: company(7),
        after: company(8),
        currentPath: '/team-members',
        canAccess: (path) => path !== '/team-members',
      }),
    ).toEqual({ action: 'reload', path: '/company-dashboard' });
  });

  it('redirects to the new home when the kind of account changes', () => {
    expect(switchDestination({ before: none, after: company(7), currentPath: '/opportunities' })).toEqual({
      action: 'redirect',
      path: '/company-dashboard',
    });
    expect(
      switchDestination({ before: company(7), after: enterprise(3), currentPath: '/company-candidates' }),
    ).toEqual({ action: 'redirect', path: '/enterprise-groups' });
    expect(
      switchDestination({ before: enterprise(3), after: none, currentPath: '/enterprise-groups' }),
    ).toEqual({ action: 'redirect', path: '/dashboard' });
  });
});

describe('switch failures (SPEC.md §8)', () => {
  it('shows the failure toast when the response lacks success', () => {
    expect(
      switchFailureOutcome({
        failure: 'unsuccessful',
        target: { kind: 'company', id: 7 },
        billableEntityId: 70,
      }),
    ).toEqual({ toast: SWITCH_FAILURE });
  });

  it('sends a failed request for a company with a billable entity to /reinstate-payment/{id}', () => {
    expect(
      switchFailureOutcome({
        failure: 'request_failed',
        target: { kind: 'company', id: 7 },
        billableEntityId: 70,
      }),
    ).toEqual({ redirectTo: '/reinstate-payment/70' });
    expect(reinstatePaymentPath(70)).toBe('/reinstate-payment/70');
  });

  it('shows the failure toast for other failed requests', () => {
    expect(
      switchFailureOutcome({
        failure: 'request_failed',
        target: { kind: 'company', id: 7 },
        billableEntityId: null,
      }),
    ).toEqual({ toast: SWITCH_FAILURE });
    expect(switchFailureOutcome({ failure: 'request_failed', target: { kind: 'company', id: 7 } })).toEqual({
      toast: SWITCH_FAILURE,
    });
    expect(
      switchFailureOutcome({
        failure: 'request_failed',
        target: { kind: 'enterprise', id: 3 },
        billableEntityId: 70,
      }),
    ).toEqual({ toast: SWITCH_FAILURE });
    expect(switchFailureOutcome({ failure: 'request_failed', target: { kind: 'candidate' } })).toEqual({
      toast: SWITCH_FAILURE,
    });
  });
});
