// "3 hours ago" for past moments; a timestamp slightly ahead of this device's clock (clock skew)
// reads "just now" rather than "in 2 hours".
import { relativeTime } from '@hireloop/shared/time';

export function timeSince(at: string, now: Date = new Date()): string {
  const then = new Date(at);
  return relativeTime(then > now ? now : then, now);
}
