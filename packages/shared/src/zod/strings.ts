// Strings that refuse the NUL character (U+0000). PostgreSQL cannot store it in text or jsonb, so
// a NUL that reached a query failed there as a 500; every string schema refuses it up front with a
// field error instead (decision 023). Nothing a person types contains it.
import { z as zod } from 'zod';
import { fieldLabel } from '../validation-messages.ts';

export const NUL_CHARACTER = '\u0000';

const withoutNul = (value: string) => !value.includes(NUL_CHARACTER);

const nulMessage = (issue: { path?: PropertyKey[] }) =>
  `The ${fieldLabel(issue.path ?? [])} must not contain NUL characters.`;

/** `z.string()`, refusing NUL before any other check or transform runs. */
export function string(params?: Parameters<typeof zod.string>[0]): zod.ZodString {
  return zod.string(params).refine(withoutNul, { error: nulMessage });
}

/** `z.url()`: a URL's path and query may carry a literal NUL, which zod's URL check lets through. */
export function url(params?: Parameters<typeof zod.url>[0]): zod.ZodURL {
  return zod.url(params).refine(withoutNul, { error: nulMessage });
}

export function httpUrl(params?: Parameters<typeof zod.httpUrl>[0]): zod.ZodURL {
  return zod.httpUrl(params).refine(withoutNul, { error: nulMessage });
}
