// The week view's days: each day's interviews, earliest first, whatever order the list came in.
import { describe, expect, it } from 'vitest';
import type { Interview } from '../api/interviews.ts';
import { interviewsOfDay, weekStart } from './interview-week.tsx';

const at = (id: number, startTime: string | null) => ({ id, startTime }) as Interview;

describe('interviewsOfDay', () => {
  it('keeps the interviews of that local day, earliest first', () => {
    const monday = new Date(2026, 10, 30);
    const list = [
      at(1, new Date(2026, 10, 30, 19, 0).toISOString()),
      at(2, new Date(2026, 11, 1, 9, 0).toISOString()),
      at(3, new Date(2026, 10, 30, 10, 30).toISOString()),
      at(4, null),
      at(5, new Date(2026, 10, 30, 9, 0).toISOString()),
    ];
    expect(interviewsOfDay(list, monday).map((interview) => interview.id)).toEqual([5, 3, 1]);
    expect(interviewsOfDay(list, new Date(2026, 11, 2))).toEqual([]);
  });
});

describe('weekStart', () => {
  it('is the Monday of the week, at local midnight', () => {
    expect(weekStart('2026-12-03')).toEqual(new Date(2026, 10, 30));
    expect(weekStart('2026-11-29')).toEqual(new Date(2026, 10, 23));
  });
});
