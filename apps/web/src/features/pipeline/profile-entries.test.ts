import { describe, expect, it } from 'vitest';
import { answerText, educationItems, experienceItems, monthText, periodText } from './profile-entries.ts';

describe('profile entries', () => {
  it('writes months and periods', () => {
    expect(monthText('2023-04')).toBe('Apr 2023');
    expect(periodText('2021-01', null)).toBe('Jan 2021 – Present');
    expect(periodText(null, null)).toBe('');
  });

  it('reads experience and education, skipping empty entries', () => {
    expect(
      experienceItems([
        {
          title: 'Barista',
          company: 'Blue Bottle',
          startDate: '2020-02',
          endDate: '2022-08',
          description: 'Espresso',
        },
        { title: '', company: '' },
      ]),
    ).toEqual([
      {
        key: 'experience-0',
        title: 'Barista',
        company: 'Blue Bottle',
        period: 'Feb 2020 – Aug 2022',
        description: 'Espresso',
      },
    ]);
    expect(
      educationItems([
        { school: 'PCC', degree: 'AA', field: 'Culinary Arts', startDate: null, endDate: null },
      ]),
    ).toEqual([{ key: 'education-0', school: 'PCC', degree: 'AA, Culinary Arts', period: '' }]);
  });

  it('writes answers of every question type', () => {
    expect(answerText(true)).toBe('Yes');
    expect(answerText(false)).toBe('No');
    expect(answerText(['Mornings', 'Weekends'])).toBe('Mornings, Weekends');
    expect(answerText('  ')).toBe('—');
    expect(answerText('yes', 'yes_no')).toBe('Yes');
    expect(answerText('yes', 'short_text')).toBe('yes');
  });
});
