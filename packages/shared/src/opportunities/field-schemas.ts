// Internal to the opportunities module (not re-exported by opportunities.ts): the text and pay
// field building blocks and the issue list type the rules return.
import { z } from '../zod.ts';
import { PAY_LIMIT } from './limits.ts';

/** Text a form may clear: null becomes "" (absent stays absent, so partial updates keep it). */
export const clearableText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => (value === null ? '' : value));

export const payAmount = z.number().int().min(0).max(PAY_LIMIT).nullish();

export const nonBlank = (max: number) => z.string().trim().min(1).max(max);

export type Issues = Array<{ path: PropertyKey[]; message: string }>;
