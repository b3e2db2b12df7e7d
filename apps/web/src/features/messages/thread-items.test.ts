import { describe, expect, it } from 'vitest';
import type { ThreadMessage } from './api/message-types.ts';
import { dayLabel, threadItems } from './thread-items.ts';

function message(id: number, createdAt: string, extra: Partial<ThreadMessage> = {}): ThreadMessage {
  return {
    id,
    type: 'text',
    content: `m${id}`,
    createdAt,
    sender: null,
    attachments: [],
    side: 'company',
    ...extra,
  };
}

const now = new Date(2026, 2, 12, 15, 0); // Thursday, Mar 12, 2026

describe('dayLabel', () => {
  it('reads Today, Yesterday, a weekday within the week, else the date', () => {
    expect(dayLabel(new Date(2026, 2, 12, 1, 0), now)).toBe('Today');
    expect(dayLabel(new Date(2026, 2, 11, 23, 59), now)).toBe('Yesterday');
    expect(dayLabel(new Date(2026, 2, 9, 9, 0), now)).toBe('Monday');
    expect(dayLabel(new Date(2026, 2, 1, 9, 0), now)).toBe('Mar 1, 2026');
  });
});

describe('threadItems', () => {
  it('orders messages oldest first with a separator before each new day', () => {
    const pageNewestFirst = [
      message(4, new Date(2026, 2, 12, 9, 0).toISOString()),
      message(3, new Date(2026, 2, 11, 18, 0).toISOString()),
      message(2, new Date(2026, 2, 11, 8, 0).toISOString()),
      message(1, new Date(2026, 1, 2, 8, 0).toISOString()),
    ];
    const items = threadItems(pageNewestFirst, now);
    expect(items.map((item) => (item.kind === 'day' ? item.label : item.message.id))).toEqual([
      'Feb 2, 2026',
      1,
      'Yesterday',
      2,
      3,
      'Today',
      4,
    ]);
    expect(new Set(items.map((item) => item.key)).size).toBe(items.length);
  });

  it('puts messages being sent after the sent ones, in the order they were written', () => {
    const at = new Date(2026, 2, 12, 14, 0).toISOString();
    const items = threadItems(
      [message(-2, at, { pending: true }), message(7, at), message(-1, at, { pending: true })],
      now,
    );
    expect(items.filter((item) => item.kind === 'message').map((item) => item.message.id)).toEqual([
      7, -1, -2,
    ]);
  });

  it('names the sender once for messages close together', () => {
    const ada = { id: 1, firstName: 'Ada', lastName: 'Lovelace', avatar: null };
    const grace = { id: 2, firstName: 'Grace', lastName: 'Hopper', avatar: null };
    const at = (minutes: number) => new Date(2026, 2, 12, 9, minutes).toISOString();
    const items = threadItems(
      [
        message(1, at(0), { sender: ada }),
        message(2, at(2), { sender: ada }),
        message(3, at(3), { sender: grace }),
        message(4, at(4), { type: 'system', sender: null }),
        message(5, at(5), { sender: grace }),
        message(6, at(20), { sender: grace }),
      ],
      now,
    );
    const shown = items.flatMap((item) =>
      item.kind === 'message' ? [[item.message.id, item.showSender]] : [],
    );
    expect(shown).toEqual([
      [1, true],
      [2, false],
      [3, true],
      [4, true],
      [5, true],
      [6, true],
    ]);
  });

  it('is empty without messages', () => {
    expect(threadItems([], now)).toEqual([]);
  });
});
