// The thread as it is drawn: messages oldest first, a day separator before the first message of
// each calendar day (local time).
import { formatDate, toValidDate } from '@hireloop/shared/time';
import { format, isSameDay, subDays } from 'date-fns';
import type { ThreadMessage } from './api/message-types.ts';

export type ThreadItem =
  | { kind: 'day'; key: string; label: string }
  | { kind: 'message'; key: string; message: ThreadMessage; showSender: boolean };

/** Messages from one sender closer together than this share one name and avatar. */
const GROUP_GAP_MS = 5 * 60_000;

/** "Today", "Yesterday", the weekday within the last week, else "Jan 5, 2026". */
export function dayLabel(date: Date, now: Date = new Date()): string {
  if (isSameDay(date, now)) return 'Today';
  if (isSameDay(date, subDays(now, 1))) return 'Yesterday';
  if (date > subDays(now, 7) && date <= now) return format(date, 'EEEE');
  return formatDate(date);
}

/** `messages` in any order (pages arrive newest first); the result runs oldest to newest. */
export function threadItems(messages: readonly ThreadMessage[], now: Date = new Date()): ThreadItem[] {
  const ordered = [...messages].sort(compareMessages);
  const items: ThreadItem[] = [];
  let previous: { message: ThreadMessage; sentAt: Date } | null = null;
  for (const message of ordered) {
    const sentAt = toValidDate(message.createdAt) ?? now;
    const newDay = !previous || !isSameDay(previous.sentAt, sentAt);
    if (newDay) {
      const key = format(sentAt, 'yyyy-MM-dd');
      items.push({ kind: 'day', key: `day-${key}`, label: dayLabel(sentAt, now) });
    }
    const showSender =
      newDay ||
      !previous ||
      previous.message.type === 'system' ||
      previous.message.sender?.id !== message.sender?.id ||
      sentAt.getTime() - previous.sentAt.getTime() > GROUP_GAP_MS;
    items.push({ kind: 'message', key: `message-${message.id}`, message, showSender });
    previous = { message, sentAt };
  }
  return items;
}

/** Sent messages by id (the server's order); messages still being sent after all of them. */
function compareMessages(a: ThreadMessage, b: ThreadMessage): number {
  if (Boolean(a.pending) !== Boolean(b.pending)) return a.pending ? 1 : -1;
  if (a.pending && b.pending) return b.id - a.id; // pending ids are negative, counting down
  return a.id - b.id;
}
