import { describe, expect, it } from 'vitest';
import { z as plainZod } from 'zod';
import { installValidationMessages } from './validation-messages.ts';
import { z } from './zod.ts';

installValidationMessages();

describe('the shared zod', () => {
  it('refuses NUL characters in every string, with a field error, before trimming or transforms', () => {
    const schema = z.object({
      first_name: z.string().trim().min(1),
      tags: z.array(z.string()),
      website: z.url().optional(),
    });
    const result = schema.safeParse({
      first_name: 'Ada\u0000',
      tags: ['ok', '\u0000'],
      website: 'https://a.example/\u0000',
    });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['first_name', 'The first name must not contain NUL characters.'],
      ['tags.1', 'The tags must not contain NUL characters.'],
      ['website', 'The website must not contain NUL characters.'],
    ]);
    expect(schema.parse({ first_name: ' Ada ', tags: [] })).toEqual({ first_name: 'Ada', tags: [] });
  });

  it('is zod otherwise', () => {
    expect(z.object).toBe(plainZod.object);
    expect(z.email().safeParse('a@example.com').success).toBe(true);
    expect(new z.ZodError([])).toBeInstanceOf(plainZod.ZodError);
    // Plain zod lets the NUL through; that is what the shared one is for.
    expect(plainZod.string().safeParse('\u0000').success).toBe(true);
  });
});
