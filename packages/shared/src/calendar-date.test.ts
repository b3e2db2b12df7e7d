import { describe, expect, it } from 'vitest';
import { calendarDateSchema, isCalendarDate } from './calendar-date.ts';
import { installValidationMessages } from './validation-messages.ts';
import { z } from './zod.ts';

installValidationMessages();

describe('calendar dates', () => {
  it('accepts dates that exist, leap days included', () => {
    for (const date of ['2026-02-28', '2024-02-29', '2000-02-29', '0001-01-01', '9999-12-31']) {
      expect(isCalendarDate(date), date).toBe(true);
    }
  });

  it('refuses dates that do not exist or that PostgreSQL cannot hold', () => {
    for (const date of [
      '2026-02-30',
      '2026-13-45',
      '2025-02-29',
      '1900-02-29',
      '2026-04-31',
      '0000-00-00',
      '0000-01-01',
      '275760-09-14',
      '2026-1-5',
      '2026-01-05T00:00:00Z',
      '',
    ]) {
      expect(isCalendarDate(date), date).toBe(false);
    }
  });

  it('gives one field error naming the field, and is documented as a date', () => {
    const query = z.object({ applied_from: calendarDateSchema.optional() });
    const result = query.safeParse({ applied_from: '2026-02-30' });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['applied_from', 'The applied from must be a valid date in the format YYYY-MM-DD.'],
    ]);
    expect(query.parse({ applied_from: ' 2026-02-28 ' })).toEqual({ applied_from: '2026-02-28' });
    expect(z.toJSONSchema(calendarDateSchema, { io: 'input' })).toMatchObject({ type: 'string' });
  });
});
