// Ends the current task so that the browser can paint and answer input before the rest runs: a
// navigation's start (router set-up, the session check, the page's module preloads) is otherwise
// one long task on a slow phone (decision 144).
interface SchedulerWithYield {
  yield(): Promise<void>;
}

export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Partial<SchedulerWithYield> }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
