import { describe, expect, it } from 'vitest';
import {
  monthText,
  periodText,
  snoozeDateBounds,
  snoozePresets,
  snoozeUntilFromDate,
} from './profile-format.ts';

describe('month texts', () => {
  it('shows months and ranges', () => {
    expect(monthText('2019-04')).toBe('Apr 2019');
    expect(periodText('2019-04', null)).toBe('Apr 2019 – Present');
    expect(periodText('2012-09', '2014-06')).toBe('Sep 2012 – Jun 2014');
    expect(periodText(null, '2014-06')).toBe('Jun 2014');
    expect(periodText(null, null)).toBe('');
  });
});

describe('snooze dates', () => {
  const today = new Date(2026, 0, 31, 15, 30);

  it('offers tomorrow to one year from today', () => {
    expect(snoozeDateBounds(today)).toEqual({ min: '2026-02-01', max: '2027-01-31' });
  });

  it('has presets of 2 weeks, 1 month and 3 months', () => {
    expect(snoozePresets(today).map((preset) => preset.date)).toEqual([
      '2026-02-14',
      '2026-02-28',
      '2026-04-30',
    ]);
  });

  it('sends the start of the chosen local day', () => {
    expect(new Date(snoozeUntilFromDate('2026-03-05')).getTime()).toBe(new Date(2026, 2, 5).getTime());
  });
});
