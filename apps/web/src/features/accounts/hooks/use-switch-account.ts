// `useSwitchAccount()`: switches the active account from any component (header switcher, launch
// pad) with the app's router, query cache and toasts.
import type { SwitchTarget } from '@hireloop/shared/account-switch';
import { hashKey, type Query } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { queryClient } from '#web/lib/query-client.ts';
import { CURRENT_USER_QUERY_KEY } from '#web/lib/session/current-user.ts';
import { useSession } from '#web/lib/session/session.tsx';
import type { User } from '#web/lib/session/session-user.ts';
import { toast } from '#web/lib/toast.ts';
import { type AccountSwitchResult, switchAccount } from '../account-switch.ts';
import { runningAccountSwitch, subscribeToAccountSwitch } from '../account-switch-lock.ts';
import { setActiveAccount } from '../api/set-active-account.ts';
import { canOpenPage } from '../route-access.ts';

const userHash = hashKey(CURRENT_USER_QUERY_KEY);
const otherThanUser = (query: Query) => query.queryHash !== userHash;
/** Queries of the page itself, which leave with it (the menus' badges stay: SHELL_QUERY_META). */
const ofThePage = (query: Query) => otherThanUser(query) && query.meta?.staysAcrossPages !== true;

const PAGE_LEFT_TIMEOUT_MS = 3000;
/**
 * The longest a switch waits for the navigation or the new page's answers: the switch holds the
 * account-switch lock until then, so a navigation that never settles (interrupted by a redirect)
 * or a query that never answers must not leave the switcher refusing every later switch.
 */
const SETTLE_TIMEOUT_MS = 5000;

/** Waits for `work` (its failure included), at most `timeoutMs`. */
function settledWithin(work: Promise<unknown>, timeoutMs: number): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, timeoutMs);
    work.then(
      () => {
        clearTimeout(timer);
        resolve();
      },
      () => {
        clearTimeout(timer);
        resolve();
      },
    );
  });
}

/** Resolves once `done()` holds, checking every frame, or after the timeout. */
function waitFor(done: () => boolean, timeoutMs: number): Promise<void> {
  const startedAt = performance.now();
  return new Promise((resolve) => {
    const check = () => {
      if (done() || performance.now() - startedAt > timeoutMs) resolve();
      else requestAnimationFrame(check);
    };
    check();
  });
}

/**
 * Shows the destination with every cached answer except the user started over (SPEC.md §4:
 * "stores are reset except account and page meta"). The page left behind must not refetch: as
 * the new account its calls could be refused (a 403 leads to /launch-pad). So its answers are only
 * marked stale until it has unmounted; then what the new page shows is asked again.
 */
async function showWithFreshCache(navigateTo: () => Promise<void>, samePage: boolean): Promise<void> {
  const queryCache = queryClient.getQueryCache();
  const onScreen = queryCache.findAll({ predicate: ofThePage, type: 'active' });
  queryClient.removeQueries({ predicate: otherThanUser, type: 'inactive' });
  await queryClient.invalidateQueries({ predicate: otherThanUser, refetchType: 'none' });
  await settledWithin(navigateTo(), SETTLE_TIMEOUT_MS);
  if (!samePage) await waitFor(() => onScreen.every((query) => !query.isActive()), PAGE_LEFT_TIMEOUT_MS);
  queryClient.removeQueries({ predicate: otherThanUser, type: 'inactive' });
  await settledWithin(
    queryClient.refetchQueries({ predicate: otherThanUser, type: 'active' }),
    SETTLE_TIMEOUT_MS,
  );
}

function sameTarget(a: SwitchTarget | null, b: SwitchTarget): boolean {
  if (!a || a.kind !== b.kind) return false;
  return a.kind === 'candidate' || (b.kind !== 'candidate' && a.id === b.id);
}

export interface SwitchOptions {
  /** Where to land instead of the usual destination; null keeps it. */
  landingOverride?: (after: User) => string | null;
}

export interface SwitchAccountControls {
  switchTo: (target: SwitchTarget, options?: SwitchOptions) => Promise<AccountSwitchResult>;
  /** The account being switched to, or null. */
  running: SwitchTarget | null;
  isSwitchingTo: (target: SwitchTarget) => boolean;
}

export function useSwitchAccount(): SwitchAccountControls {
  const { user, refetchUser } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const running = useSyncExternalStore(subscribeToAccountSwitch, runningAccountSwitch);
  const currentPath = `${location.pathname}${location.search}${location.hash}`;

  const switchTo = useCallback(
    async (target: SwitchTarget, options: SwitchOptions = {}): Promise<AccountSwitchResult> => {
      if (!user) return 'blocked';
      return switchAccount(target, {
        user,
        currentPath,
        setActiveAccount,
        refetchUser,
        canAccess: canOpenPage,
        toast: (kind, text) => toast[kind](text),
        go: ({ action, path }) =>
          showWithFreshCache(
            () => Promise.resolve(navigate(path, { replace: action === 'reload' })),
            new URL(path, window.location.origin).pathname === location.pathname,
          ),
        landingOverride: options.landingOverride,
        redirectAfterFailure: (path) => void navigate(path),
      });
    },
    [user, currentPath, location.pathname, refetchUser, navigate],
  );

  const isSwitchingTo = useCallback((target: SwitchTarget) => sameTarget(running, target), [running]);
  return { switchTo, running, isSwitchingTo };
}
