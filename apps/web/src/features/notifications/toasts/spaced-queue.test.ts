import { NOTIFICATION_TOASTS } from '@hireloop/shared/constants';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSpacedQueue } from './spaced-queue.ts';

const SPACING = NOTIFICATION_TOASTS.minSpacingMs;

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

function recordingQueue() {
  const released: { item: string; at: number }[] = [];
  const start = Date.now();
  const queue = createSpacedQueue<string>(SPACING, (item) => released.push({ item, at: Date.now() - start }));
  return { queue, released };
}

describe('createSpacedQueue', () => {
  it('lets the first item out at once', () => {
    const { queue, released } = recordingQueue();
    queue.push('a');
    expect(released).toEqual([{ item: 'a', at: 0 }]);
  });

  it('lets a burst out 2000 ms apart, in order', () => {
    const { queue, released } = recordingQueue();
    queue.push('a');
    queue.push('b');
    queue.push('c');
    expect(released.map((entry) => entry.item)).toEqual(['a']);
    vi.advanceTimersByTime(SPACING - 1);
    expect(released).toHaveLength(1);
    vi.advanceTimersByTime(1);
    vi.advanceTimersByTime(SPACING);
    expect(released).toEqual([
      { item: 'a', at: 0 },
      { item: 'b', at: SPACING },
      { item: 'c', at: 2 * SPACING },
    ]);
    expect(queue.pending()).toEqual([]);
  });

  it('waits only for the rest of the spacing when an item comes later', () => {
    const { queue, released } = recordingQueue();
    queue.push('a');
    vi.advanceTimersByTime(1500);
    queue.push('b');
    vi.advanceTimersByTime(499);
    expect(released).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(released.at(-1)).toEqual({ item: 'b', at: SPACING });
  });

  it('lets an item out at once when the last one left long ago', () => {
    const { queue, released } = recordingQueue();
    queue.push('a');
    vi.advanceTimersByTime(10_000);
    queue.push('b');
    expect(released.at(-1)).toEqual({ item: 'b', at: 10_000 });
  });

  it('drops waiting items when cleared', () => {
    const { queue, released } = recordingQueue();
    queue.push('a');
    queue.push('b');
    queue.clear();
    vi.advanceTimersByTime(10 * SPACING);
    expect(released.map((entry) => entry.item)).toEqual(['a']);
    expect(queue.pending()).toEqual([]);
  });
});
