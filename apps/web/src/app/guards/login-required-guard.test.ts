import { STORAGE_TTL_MS } from '@hireloop/shared/constants';
import { describe, expect, it } from 'vitest';
import { buildUser } from '#web/test/user-fixtures.ts';
import { loginRequiredGuard } from './login-required-guard.ts';
import type { RouteGuard } from './route-guard.ts';
import { firstGuardRedirect } from './route-guards.ts';

const url = new URL('https://hireloop.test/account?tab=security');
const visit = { url, previousPath: null, demoMode: false };

describe('guard 1: login required', () => {
  it('sends a signed-out visit of a protected page to /login and remembers it for 2 hours', () => {
    expect(loginRequiredGuard({ meta: { requiresAuth: true }, user: null, ...visit })).toEqual({
      redirectTo: '/login',
      rememberTargetForMs: STORAGE_TTL_MS.targetUrlOnLoginRedirect,
    });
  });

  it('lets a signed-in user through', () => {
    expect(loginRequiredGuard({ meta: { requiresAuth: true }, user: buildUser(), ...visit })).toBeNull();
  });

  it('treats a user without an id as signed out', () => {
    const user = { ...buildUser(), id: 0 };
    expect(loginRequiredGuard({ meta: { requiresAuth: true }, user, ...visit })?.redirectTo).toBe('/login');
  });

  it('lets anyone open a public page', () => {
    expect(loginRequiredGuard({ meta: { title: 'Login' }, user: null, ...visit })).toBeNull();
  });
});

describe('guard order', () => {
  const never: RouteGuard = () => null;
  const toLaunchPad: RouteGuard = () => ({ redirectTo: '/launch-pad' });

  it('takes the first guard that redirects', () => {
    const context = { meta: { requiresAuth: true }, user: null, ...visit };
    expect(firstGuardRedirect([never, loginRequiredGuard, toLaunchPad], context)?.redirectTo).toBe('/login');
    expect(firstGuardRedirect([never, toLaunchPad, loginRequiredGuard], context)?.redirectTo).toBe(
      '/launch-pad',
    );
    expect(firstGuardRedirect([never], context)).toBeNull();
  });
});
