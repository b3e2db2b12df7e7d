// The sleep of the queue's loops (job-queue.ts): a worker's between fetches, the watcher's between looks.

/** An idle loop's sleep, cut short by a wake; a wake while the loop is busy skips its next sleep. */
export function wakeableDelay() {
  let pending = false;
  let wake: () => void = () => {
    pending = true;
  };
  return {
    wait(ms: number) {
      if (pending) {
        pending = false;
        return Promise.resolve();
      }
      return new Promise<void>((resolve) => {
        const done = () => {
          clearTimeout(timer);
          wake = () => {
            pending = true;
          };
          resolve();
        };
        const timer = setTimeout(done, ms);
        wake = done;
      });
    },
    wake: () => wake(),
  };
}
