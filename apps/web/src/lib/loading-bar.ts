// The loading bar of SPEC.md §4: starts at 0, rises on a slowing curve every 100 ms, stays below
// 99 until the work completes, then jumps to 100. A framework-free store so the HTTP client can
// drive it and a component can render it with useSyncExternalStore(subscribe, getProgress).
import { LOADING_BAR } from '@hireloop/shared/constants';

/**
 * Each tick covers this share of the distance left to the cap, so the bar moves fast at first
 * and slows down: about 33 % after 1 s, 70 % after 3 s and 91 % after 6 s.
 */
const RISE_PER_TICK = 0.04;
/** How long 100 % stays on screen before the bar hides, so the completion is visible. */
const HIDE_AFTER_DONE_MS = 300;

/** Progress 0–100 while visible; null while hidden. */
export type LoadingBarProgress = number | null;
export type LoadingBarListener = (progress: LoadingBarProgress) => void;

export interface LoadingBar {
  /** One more piece of work is running; the first one shows the bar at 0. */
  start(): void;
  /** One piece of work finished; when none is left the bar jumps to 100, then hides. */
  done(): void;
  /** Calls the listener on every change; returns the unsubscribe function. */
  subscribe(listener: LoadingBarListener): () => void;
  getProgress(): LoadingBarProgress;
}

export function createLoadingBar(): LoadingBar {
  let progress: LoadingBarProgress = null;
  // Reference count: concurrent requests keep the bar running until the last one finishes.
  let running = 0;
  let ticker: ReturnType<typeof setInterval> | undefined;
  let hideTimer: ReturnType<typeof setTimeout> | undefined;
  const listeners = new Set<LoadingBarListener>();

  const set = (next: LoadingBarProgress) => {
    progress = next;
    for (const listener of listeners) listener(next);
  };

  const tick = () => {
    const current = progress ?? 0;
    set(Math.min(LOADING_BAR.cap, current + (LOADING_BAR.cap - current) * RISE_PER_TICK));
  };

  return {
    start() {
      running += 1;
      if (running > 1) return;
      clearTimeout(hideTimer);
      set(0);
      ticker = setInterval(tick, LOADING_BAR.tickMs);
    },
    done() {
      if (running === 0) return;
      running -= 1;
      if (running > 0) return;
      clearInterval(ticker);
      set(100);
      hideTimer = setTimeout(() => set(null), HIDE_AFTER_DONE_MS);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getProgress: () => progress,
  };
}

/** The app's one loading bar, driven by lib/http.ts. */
export const loadingBar = createLoadingBar();
