// One switch of the active account (SPEC.md §4 "Active account", §8 switch messages), with its
// effects handed in so it runs the same in the app and in tests. The rules themselves (which
// calls, where to land, what a failure leads to) come from packages/shared/account-switch.
import {
  type ActiveAccountIds,
  ALREADY_ACTIVE_ACCOUNT,
  accountSwitchPlan,
  SWITCH_SUCCESS,
  type SwitchDestination,
  type SwitchStep,
  type SwitchTarget,
  switchDestination,
  switchFailureOutcome,
} from '@hireloop/shared/account-switch';
import type { User } from '#web/lib/session/session-user.ts';
import { acquireAccountSwitch, releaseAccountSwitch } from './account-switch-lock.ts';
import type { SetActiveAccountAnswer } from './api/set-active-account.ts';

export type SwitchToastKind = 'info' | 'success' | 'error';

export interface AccountSwitchEffects {
  /** The user as the client holds it before the switch. */
  user: User;
  /** Path, query and fragment of the page on screen. */
  currentPath: string;
  setActiveAccount: (step: SwitchStep) => Promise<SetActiveAccountAnswer | undefined>;
  /** Asks the server who is signed in and stores the answer as the session user. */
  refetchUser: () => Promise<User | null>;
  /** Whether `user` may open the page at `path` (route metadata: company, enterprise, roles). */
  canAccess: (path: string, user: User) => boolean;
  toast: (kind: SwitchToastKind, text: string) => void;
  /**
   * Shows the destination: `reload` stays in the same kind of account (replace the entry, reset
   * cached data except the user); `redirect` goes to the new kind's home.
   */
  go: (destination: SwitchDestination) => Promise<void>;
  /**
   * Where to go instead of the usual destination, given the user after the switch (the launch
   * pad lands on a remembered page); null keeps the usual one.
   */
  landingOverride?: (after: User) => string | null;
  /** After a failed call for a locked company account: /reinstate-payment/{id}. */
  redirectAfterFailure: (path: string) => void;
}

export type AccountSwitchResult = 'blocked' | 'already-active' | 'switched' | 'failed';

function activeIds(user: User): ActiveAccountIds {
  return {
    activeCompanyId: user.activeCompany?.id ?? null,
    activeEnterpriseId: user.activeEnterprise?.id ?? null,
  };
}

function billableEntityIdOf(user: User, target: SwitchTarget): number | null {
  if (target.kind !== 'company') return null;
  const company =
    user.companies.find((item) => item.id === target.id) ??
    (user.activeCompany?.id === target.id ? user.activeCompany : undefined);
  return company?.billableEntityId ?? null;
}

function failed(
  effects: AccountSwitchEffects,
  target: SwitchTarget,
  failure: 'unsuccessful' | 'request_failed',
) {
  const outcome = switchFailureOutcome({
    failure,
    target,
    billableEntityId: billableEntityIdOf(effects.user, target),
  });
  if ('redirectTo' in outcome) effects.redirectAfterFailure(outcome.redirectTo);
  else effects.toast('error', outcome.toast);
}

/** Makes the switch's calls in order; stops at the first that fails. */
async function makeCalls(
  effects: AccountSwitchEffects,
  steps: readonly SwitchStep[],
): Promise<'ok' | 'unsuccessful' | 'request_failed'> {
  for (const step of steps) {
    let answer: SetActiveAccountAnswer | undefined;
    try {
      answer = await effects.setActiveAccount(step);
    } catch {
      return 'request_failed';
    }
    if (!answer?.success) return 'unsuccessful';
  }
  return 'ok';
}

export async function switchAccount(
  target: SwitchTarget,
  effects: AccountSwitchEffects,
): Promise<AccountSwitchResult> {
  const before = activeIds(effects.user);
  const plan = accountSwitchPlan(before, target);
  if (plan.alreadyActive) {
    effects.toast('info', ALREADY_ACTIVE_ACCOUNT);
    return 'already-active';
  }
  if (!acquireAccountSwitch(target)) return 'blocked';
  try {
    const calls = await makeCalls(effects, plan.steps);
    if (calls !== 'ok') {
      failed(effects, target, calls);
      return 'failed';
    }
    effects.toast('success', SWITCH_SUCCESS);
    const after = await effects.refetchUser();
    if (!after) return 'switched';
    const override = effects.landingOverride?.(after);
    if (override) {
      await effects.go({ action: 'redirect', path: override });
      return 'switched';
    }
    await effects.go(
      switchDestination({
        before,
        after: activeIds(after),
        currentPath: effects.currentPath,
        canAccess: (path) => effects.canAccess(path, after),
      }),
    );
    return 'switched';
  } finally {
    releaseAccountSwitch();
  }
}
