// SPEC.md §4: "Only one switch runs at a time; others are blocked meanwhile." One lock for the
// whole app, observable so every switcher (header, launch pad) can show the switch in progress.
import type { SwitchTarget } from '@hireloop/shared/account-switch';

let running: SwitchTarget | null = null;
const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

/** The account being switched to, or null when no switch runs. */
export function runningAccountSwitch(): SwitchTarget | null {
  return running;
}

export function subscribeToAccountSwitch(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Takes the lock for `target`; false when another switch holds it. */
export function acquireAccountSwitch(target: SwitchTarget): boolean {
  if (running) return false;
  running = target;
  notify();
  return true;
}

export function releaseAccountSwitch(): void {
  running = null;
  notify();
}
