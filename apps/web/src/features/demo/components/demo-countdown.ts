// The demo banner's clock (SPEC.md §4, §9): minutes and seconds left of the 60-minute demo,
// re-read every 15 seconds.
import { DEMO_CHECK_INTERVAL_MS } from '@hireloop/shared/constants';
import { useEffect, useState } from 'react';

/** `mm:ss` left until `expiresAt`, never below 00:00. */
export function formatRemaining(msLeft: number): string {
  const seconds = Math.max(0, Math.ceil(msLeft / 1000));
  const minutes = Math.floor(seconds / 60);
  return `${String(minutes).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
}

/** Milliseconds left, updated every DEMO_CHECK_INTERVAL_MS; `onExpired` runs once at zero. */
export function useDemoTimeLeft(expiresAt: string, onExpired: () => void): number {
  const end = new Date(expiresAt).getTime();
  const [left, setLeft] = useState(() => end - Date.now());
  useEffect(() => {
    let done = false;
    const check = () => {
      const remaining = end - Date.now();
      setLeft(remaining);
      if (remaining <= 0 && !done) {
        done = true;
        onExpired();
      }
    };
    check();
    const timer = window.setInterval(check, DEMO_CHECK_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [end, onExpired]);
  return left;
}
