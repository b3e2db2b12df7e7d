// The toast clock of SPEC.md §4/§9: toasts are re-judged every tick (20 s), so one whose time has
// come or gone appears or leaves without any event.
import { useEffect, useState } from 'react';

export function useToastClock(tickMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), tickMs);
    return () => clearInterval(timer);
  }, [tickMs]);
  return now;
}
