// `zod/mini`'s string, refusing the NUL character like strings.ts does for regular zod (decision 023).
import * as zod from 'zod/mini';
import { fieldLabel } from '../validation-messages.ts';

// The same character as strings.ts's NUL_CHARACTER, not imported: that module loads regular zod.
const withoutNul = (value: string) => !value.includes('\u0000');

const nulMessage = (issue: { path?: PropertyKey[] }) =>
  `The ${fieldLabel(issue.path ?? [])} must not contain NUL characters.`;

/** `z.string()` of zod/mini, refusing NUL before any other check or transform runs. */
export function string(params?: Parameters<typeof zod.string>[0]): zod.ZodMiniString<string> {
  return zod.string(params).check(zod.refine(withoutNul, { error: nulMessage }));
}
