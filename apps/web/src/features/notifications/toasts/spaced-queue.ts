// Lets items out at least `minSpacingMs` apart (SPEC.md §4/§9: toasts are spaced at least 2000 ms),
// so a burst (sign-in with several waiting notifications, a flurry of messages) arrives one by one.

export interface SpacedQueue<T> {
  /** Lets the item out now if the last one left long enough ago, else when its turn comes. */
  push(item: T): void;
  /** Items still waiting. */
  pending(): readonly T[];
  /** Drops waiting items and stops the timer (sign-out, another user). */
  clear(): void;
}

export function createSpacedQueue<T>(minSpacingMs: number, release: (item: T) => void): SpacedQueue<T> {
  const waiting: T[] = [];
  let lastReleasedAt = Number.NEGATIVE_INFINITY;
  let timer: ReturnType<typeof setTimeout> | null = null;

  const releaseNext = () => {
    timer = null;
    const item = waiting.shift();
    if (item === undefined) return;
    lastReleasedAt = Date.now();
    release(item);
    schedule();
  };

  function schedule(): void {
    if (timer !== null || waiting.length === 0) return;
    const wait = Math.max(0, lastReleasedAt + minSpacingMs - Date.now());
    if (wait === 0) {
      releaseNext();
      return;
    }
    timer = setTimeout(releaseNext, wait);
  }

  return {
    push(item) {
      waiting.push(item);
      schedule();
    },
    pending: () => [...waiting],
    clear() {
      waiting.length = 0;
      if (timer !== null) clearTimeout(timer);
      timer = null;
    },
  };
}
