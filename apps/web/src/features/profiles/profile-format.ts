// Texts of the profile page: month ranges of experience and education, and snooze dates.
import { addMonths, addYears, format } from 'date-fns';

const MONTH = /^(\d{4})-(\d{2})$/;

/** "2019-04" → "Apr 2019"; anything else is shown as given. */
export function monthText(month: string | null): string {
  const match = month ? MONTH.exec(month) : null;
  if (!match) return month ?? '';
  return format(new Date(Number(match[1]), Number(match[2]) - 1, 1), 'MMM yyyy');
}

/** "Apr 2019 – Present", "2012 – Jun 2014", or "" when no dates are known. */
export function periodText(start: string | null, end: string | null, ongoing = 'Present'): string {
  if (!start && !end) return '';
  if (!start) return monthText(end);
  return `${monthText(start)} – ${end ? monthText(end) : ongoing}`;
}

/** `YYYY-MM-DD` of a local calendar day, for <input type="date">. */
export function dateInputValue(date: Date): string {
  return format(date, 'yyyy-MM-dd');
}

/** The snooze window a date picker offers: from tomorrow to one year from today. */
export function snoozeDateBounds(today: Date): { min: string; max: string } {
  const tomorrow = new Date(today.getFullYear(), today.getMonth(), today.getDate() + 1);
  return { min: dateInputValue(tomorrow), max: dateInputValue(addYears(today, 1)) };
}

/** Quick choices of the snooze dialog, as local calendar days. */
export function snoozePresets(today: Date): { label: string; date: string }[] {
  const day = new Date(today.getFullYear(), today.getMonth(), today.getDate());
  return [
    {
      label: '2 weeks',
      date: dateInputValue(new Date(day.getFullYear(), day.getMonth(), day.getDate() + 14)),
    },
    { label: '1 month', date: dateInputValue(addMonths(day, 1)) },
    { label: '3 months', date: dateInputValue(addMonths(day, 3)) },
  ];
}

/**
 * The snooze end sent to the server: the start of the chosen day in the candidate's own time zone,
 * so "until Mar 5" means they show up again when Mar 5 begins where they live.
 */
export function snoozeUntilFromDate(date: string): string {
  const [year, month, day] = date.split('-').map(Number);
  return new Date(year!, month! - 1, day!).toISOString();
}
