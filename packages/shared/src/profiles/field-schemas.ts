// Internal to the profiles module (not re-exported by profiles.ts): field building blocks (names,
// texts, months, dates, text lists, required choices) with messages naming their field.

import { NAME_MAX_LENGTH } from '../auth.ts';
import { calendarDateSchema } from '../calendar-date.ts';
import { fieldLabel } from '../validation-messages.ts';
import { z } from '../zod.ts';
import { AVAILABILITIES, WORK_AUTHORIZATIONS } from './choices.ts';

const MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;

export const nameSchema = z.string().trim().min(1).max(NAME_MAX_LENGTH);
export const requiredText = (max: number) => z.string().trim().min(1).max(max);

/** Optional text of a partial update: blank or null comes out as null (cleared). */
export const clearableText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullable()
    .transform((value) => value || null);

/** Text inside an entry: blank or missing comes out as "". */
export const entryText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => value ?? '');

/** A message naming the field it is about ("The start date must …"). */
const labelled =
  (rest: string) =>
  (issue: { path?: PropertyKey[] }): string =>
    `The ${fieldLabel(issue.path ?? [])} ${rest}`;

/** `YYYY-MM`; blank or missing comes out as null. */
export const monthSchema = z
  .string()
  .trim()
  .nullish()
  .transform((value) => value || null)
  .refine((value) => value === null || MONTH_PATTERN.test(value), {
    error: labelled('must be a month in the format YYYY-MM.'),
  });

/** A calendar date a form may leave blank: blank or null comes out as null. */
export const optionalCalendarDateSchema = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
  calendarDateSchema.nullable(),
);

/** Trimmed, blanks dropped, each once regardless of case (the first spelling wins). */
function distinctTexts(values: string[]): string[] {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const value of values) {
    const key = value.toLowerCase();
    if (value === '' || seen.has(key)) continue;
    seen.add(key);
    kept.push(value);
  }
  return kept;
}

export const textList = (itemMax: number, listMax: number) =>
  z.array(z.string().trim().max(itemMax)).transform(distinctTexts).pipe(z.array(z.string()).max(listMax));

/** One of `values`; nothing chosen (missing, null or "") reads "The … field is required.". */
const choice = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, {
    error: (issue) =>
      issue.input === undefined || issue.input === null || issue.input === ''
        ? labelled('field is required.')(issue)
        : undefined,
  });

/** In a partial update, "" or null clears the choice. */
export const clearableChoice = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess((value) => (value === '' ? null : value), choice(values).nullable());

export const availabilitySchema = choice(AVAILABILITIES);
export const workAuthorizationSchema = choice(WORK_AUTHORIZATIONS);
