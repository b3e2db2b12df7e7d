import { describe, expect, it } from 'vitest';
import { availabilityIntervals, findFreeSlots, type InterviewerCalendar } from './slots.ts';

const iso = (dates: Date[]) => dates.map((date) => date.toISOString());
const mondayNine: InterviewerCalendar = {
  timezone: 'America/New_York',
  weekly: [{ weekday: 1, start: '09:00', end: '10:00' }],
  busy: [],
};

describe('free slots', () => {
  it('keeps Monday 9:00 in New York at 9:00 local across the March change', () => {
    const slots = findFreeSlots({
      calendars: [mondayNine],
      durationMinutes: 60,
      from: new Date('2026-03-01T00:00:00Z'),
      to: new Date('2026-03-17T00:00:00Z'),
      notBefore: new Date('2026-01-01T00:00:00Z'),
    });
    // 2 March is EST (UTC-5), 9 and 16 March EDT (UTC-4): DST began on 8 March 2026.
    expect(iso(slots)).toEqual([
      '2026-03-02T14:00:00.000Z',
      '2026-03-09T13:00:00.000Z',
      '2026-03-16T13:00:00.000Z',
    ]);
  });

  it('keeps 9:00 across the November change back too', () => {
    const slots = findFreeSlots({
      calendars: [mondayNine],
      durationMinutes: 60,
      from: new Date('2026-10-26T00:00:00Z'),
      to: new Date('2026-11-10T00:00:00Z'),
      notBefore: new Date(0),
    });
    expect(iso(slots)).toEqual([
      '2026-10-26T13:00:00.000Z',
      '2026-11-02T14:00:00.000Z',
      '2026-11-09T14:00:00.000Z',
    ]);
  });

  it('offers only times when every interviewer is inside their hours and free', () => {
    const london: InterviewerCalendar = {
      timezone: 'Europe/London',
      weekly: [{ weekday: 1, start: '13:00', end: '18:00' }],
      // 14:30–15:00 UTC taken by another interview.
      busy: [{ start: Date.parse('2026-03-02T14:30:00Z'), end: Date.parse('2026-03-02T15:00:00Z') }],
    };
    const newYork: InterviewerCalendar = {
      ...mondayNine,
      weekly: [{ weekday: 1, start: '09:00', end: '12:00' }],
    };
    const slots = findFreeSlots({
      calendars: [london, newYork],
      durationMinutes: 30,
      from: new Date('2026-03-02T00:00:00Z'),
      to: new Date('2026-03-03T00:00:00Z'),
      notBefore: new Date(0),
    });
    // Overlap 14:00–17:00 UTC (NY 9–12 = 14–17 UTC, London 13–18 = 13–18 UTC), minus 14:30–15:00.
    expect(iso(slots)).toEqual([
      '2026-03-02T14:00:00.000Z',
      '2026-03-02T15:00:00.000Z',
      '2026-03-02T15:30:00.000Z',
      '2026-03-02T16:00:00.000Z',
      '2026-03-02T16:30:00.000Z',
    ]);
  });

  it('counts busy time given for the interviewers together like busy time of one of them', () => {
    const taken = { start: Date.parse('2026-03-02T14:30:00Z'), end: Date.parse('2026-03-02T15:10:00Z') };
    const hours: InterviewerCalendar = {
      timezone: 'UTC',
      weekly: [{ weekday: 1, start: '14:00', end: '16:00' }],
      busy: [],
    };
    const search = {
      durationMinutes: 30,
      from: new Date('2026-03-02T00:00:00Z'),
      to: new Date('2026-03-03T00:00:00Z'),
      notBefore: new Date(0),
    };
    const together = findFreeSlots({ ...search, calendars: [hours, hours], busy: [taken] });
    const ownBusy = findFreeSlots({ ...search, calendars: [{ ...hours, busy: [taken] }, hours] });
    expect(iso(together)).toEqual(['2026-03-02T14:00:00.000Z', '2026-03-02T15:30:00.000Z']);
    expect(iso(together)).toEqual(iso(ownBusy));
  });
  it('starts no slot before the notice time', () => {
    const slots = findFreeSlots({
      calendars: [mondayNine],
      durationMinutes: 30,
      from: new Date('2026-03-02T00:00:00Z'),
      to: new Date('2026-03-03T00:00:00Z'),
      notBefore: new Date('2026-03-02T14:10:00Z'),
    });
    expect(iso(slots)).toEqual(['2026-03-02T14:30:00.000Z']);
  });

  it('reads a window that crosses the local midnight of another zone', () => {
    const tokyo: InterviewerCalendar = {
      timezone: 'Asia/Tokyo',
      weekly: [{ weekday: 2, start: '08:00', end: '09:00' }],
      busy: [],
    };
    // Tuesday 8:00 Tokyo is Monday 23:00 UTC.
    expect(
      availabilityIntervals(tokyo, new Date('2026-03-02T00:00:00Z'), new Date('2026-03-03T00:00:00Z')),
    ).toEqual([{ start: Date.parse('2026-03-02T23:00:00Z'), end: Date.parse('2026-03-03T00:00:00Z') }]);
  });
});
