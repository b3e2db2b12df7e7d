import type { SwitchDestination, SwitchStep } from '@hireloop/shared/account-switch';
import { afterEach, describe, expect, it } from 'vitest';
import type { User } from '#web/lib/session/session-user.ts';
import { buildCompany, buildEnterprise, buildUser } from '#web/test/user-fixtures.ts';
import { type AccountSwitchEffects, switchAccount } from './account-switch.ts';
import { releaseAccountSwitch, runningAccountSwitch } from './account-switch-lock.ts';
import type { SetActiveAccountAnswer } from './api/set-active-account.ts';

afterEach(() => releaseAccountSwitch());

const bakery = buildCompany({ id: 10, name: 'Northwind Bakery', billableEntityId: 100 });
const cafe = buildCompany({ id: 11, name: 'Corner Cafe', role: 'Team Member', billableEntityId: 101 });
const group = buildEnterprise({ id: 20 });

/** The server as the switch sees it: active ids that each successful call changes. */
function fakeServer(user: User) {
  const state = { company: user.activeCompany, enterprise: user.activeEnterprise };
  const calls: SwitchStep[] = [];
  const answer = async (step: SwitchStep): Promise<SetActiveAccountAnswer> => {
    calls.push(step);
    if (step.kind === 'company') {
      state.company = step.id === 0 ? null : (user.companies.find((c) => c.id === step.id) ?? null);
      if (step.id !== 0) state.enterprise = null;
    } else {
      state.enterprise = step.id === 0 ? null : (user.enterprises.find((e) => e.id === step.id) ?? null);
      if (step.id !== 0) state.company = null;
    }
    return { success: true };
  };
  const currentUser = (): User => ({
    ...user,
    activeCompany: state.company,
    activeEnterprise: state.enterprise,
  });
  return { calls, answer, currentUser };
}

function effectsFor(user: User, overrides: Partial<AccountSwitchEffects> = {}) {
  const server = fakeServer(user);
  const toasts: [string, string][] = [];
  const destinations: SwitchDestination[] = [];
  const failureRedirects: string[] = [];
  const effects: AccountSwitchEffects = {
    user,
    currentPath: '/company-candidates/17/print?stage=2&sort=name',
    setActiveAccount: server.answer,
    refetchUser: async () => server.currentUser(),
    canAccess: (path, after) =>
      !path.startsWith('/team-members') || after.activeCompany?.role !== 'Team Member',
    toast: (kind, text) => toasts.push([kind, text]),
    go: async (destination) => {
      destinations.push(destination);
    },
    redirectAfterFailure: (path) => failureRedirects.push(path),
    ...overrides,
  };
  return { effects, server, toasts, destinations, failureRedirects };
}

const user = buildUser({ companies: [bakery, cafe], enterprises: [group], activeCompany: bakery });

describe('switching the active account', () => {
  it('clears the other kinds first, then sets the target', async () => {
    const toCompany = effectsFor(user);
    await switchAccount({ kind: 'company', id: 11 }, toCompany.effects);
    expect(toCompany.server.calls).toEqual([
      { kind: 'enterprise', id: 0 },
      { kind: 'company', id: 11 },
    ]);

    const toEnterprise = effectsFor(user);
    await switchAccount({ kind: 'enterprise', id: 20 }, toEnterprise.effects);
    expect(toEnterprise.server.calls).toEqual([
      { kind: 'company', id: 0 },
      { kind: 'enterprise', id: 20 },
    ]);

    const toCandidate = effectsFor(user);
    await switchAccount({ kind: 'candidate' }, toCandidate.effects);
    expect(toCandidate.server.calls).toEqual([
      { kind: 'company', id: 0 },
      { kind: 'enterprise', id: 0 },
    ]);
  });

  it('says so, and calls nothing, when the account is already in use', async () => {
    const { effects, server, toasts, destinations } = effectsFor(user);
    expect(await switchAccount({ kind: 'company', id: 10 }, effects)).toBe('already-active');
    expect(toasts).toEqual([['info', 'You are currently using this account.']]);
    expect(server.calls).toEqual([]);
    expect(destinations).toEqual([]);
  });

  it('runs one switch at a time: another started meanwhile is blocked', async () => {
    let release: () => void = () => undefined;
    const slow = effectsFor(user);
    const first = switchAccount(
      { kind: 'company', id: 11 },
      {
        ...slow.effects,
        setActiveAccount: async (step) => {
          await new Promise<void>((resolve) => {
            release = resolve;
          });
          return slow.server.answer(step);
        },
      },
    );
    expect(runningAccountSwitch()).toEqual({ kind: 'company', id: 11 });

    const second = effectsFor(user);
    expect(await switchAccount({ kind: 'candidate' }, second.effects)).toBe('blocked');
    expect(second.server.calls).toEqual([]);

    release();
    await new Promise((resolve) => setTimeout(resolve, 0));
    release();
    expect(await first).toBe('switched');
    expect(runningAccountSwitch()).toBeNull();
    expect(await switchAccount({ kind: 'candidate' }, second.effects)).toBe('switched');
  });

  it('stays on the page, trimmed, when the kind of account is the same', async () => {
    const { effects, toasts, destinations } = effectsFor(user);
    expect(await switchAccount({ kind: 'company', id: 11 }, effects)).toBe('switched');
    expect(toasts).toEqual([['success', 'Successfully switched accounts.']]);
    expect(destinations).toEqual([{ action: 'reload', path: '/company-candidates?sort=name' }]);
  });

  it('moves up to a page the new role may open, or to the home of the kind', async () => {
    const { effects, destinations } = effectsFor(user, { currentPath: '/team-members?page=2' });
    await switchAccount({ kind: 'company', id: 11 }, effects);
    expect(destinations).toEqual([{ action: 'reload', path: '/company-dashboard' }]);
  });

  it('goes to the home of the new kind of account otherwise', async () => {
    const toCandidate = effectsFor(user);
    await switchAccount({ kind: 'candidate' }, toCandidate.effects);
    expect(toCandidate.destinations).toEqual([{ action: 'redirect', path: '/dashboard' }]);

    const toEnterprise = effectsFor(user);
    await switchAccount({ kind: 'enterprise', id: 20 }, toEnterprise.effects);
    expect(toEnterprise.destinations).toEqual([{ action: 'redirect', path: '/enterprise-groups' }]);

    const candidate = buildUser({ companies: [bakery] });
    const toCompany = effectsFor(candidate, { currentPath: '/dashboard' });
    await switchAccount({ kind: 'company', id: 10 }, toCompany.effects);
    expect(toCompany.destinations).toEqual([{ action: 'redirect', path: '/company-dashboard' }]);
  });

  it('lands where the caller asks instead, when it asks', async () => {
    const { effects, destinations } = effectsFor(user, { landingOverride: () => '/company-profile' });
    await switchAccount({ kind: 'company', id: 11 }, effects);
    expect(destinations).toEqual([{ action: 'redirect', path: '/company-profile' }]);
  });

  it('shows the failure message when an answer lacks success', async () => {
    const { effects, toasts, destinations } = effectsFor(user, { setActiveAccount: async () => ({}) });
    expect(await switchAccount({ kind: 'company', id: 11 }, effects)).toBe('failed');
    expect(toasts).toEqual([
      ['error', 'There was an issue logging into that account. Please contact support.'],
    ]);
    expect(destinations).toEqual([]);
    expect(runningAccountSwitch()).toBeNull();
  });

  it('sends a company whose call failed to reinstate its payment', async () => {
    const failing = async () => {
      throw new Error('403');
    };
    const toCompany = effectsFor(user, { setActiveAccount: failing });
    await switchAccount({ kind: 'company', id: 11 }, toCompany.effects);
    expect(toCompany.failureRedirects).toEqual(['/reinstate-payment/101']);
    expect(toCompany.toasts).toEqual([]);

    const toEnterprise = effectsFor(user, { setActiveAccount: failing });
    await switchAccount({ kind: 'enterprise', id: 20 }, toEnterprise.effects);
    expect(toEnterprise.failureRedirects).toEqual([]);
    expect(toEnterprise.toasts).toEqual([
      ['error', 'There was an issue logging into that account. Please contact support.'],
    ]);
  });
});
