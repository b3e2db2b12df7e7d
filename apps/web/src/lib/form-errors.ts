// Server-side validation errors (422 `{ message, errors: { field: [messages] } }`, DESIGN.md §3)
// shown beside the fields of a react-hook-form form.
import { toSnakeCaseKey } from '@hireloop/shared/case';
import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { HttpError } from './http.ts';

/**
 * The first message of each field of a 422 answer, by wire (snake_case) field name, or null for
 * any other failure. The HTTP client camelCased the keys; this turns them back.
 */
export function validationErrorsOf(error: unknown): Record<string, string> | null {
  if (!(error instanceof HttpError) || error.status !== 422) return null;
  const body = error.body as { message?: unknown; errors?: unknown } | undefined;
  const found: Record<string, string> = {};
  if (typeof body?.errors === 'object' && body.errors !== null) {
    for (const [field, messages] of Object.entries(body.errors)) {
      const first = Array.isArray(messages) ? messages.find((item) => typeof item === 'string') : messages;
      if (typeof first === 'string' && first !== '') found[toSnakeCaseKey(field)] = first;
    }
  }
  if (Object.keys(found).length === 0 && typeof body?.message === 'string') found[''] = body.message;
  return found;
}

/**
 * Puts each 422 message beside its field. Messages for fields the form does not have go to the
 * form's `root.server` error, so none is lost. Returns whether the error was a 422.
 */
export function showValidationErrors<Values extends FieldValues>(
  error: unknown,
  fields: readonly FieldPath<Values>[],
  setError: UseFormSetError<Values>,
): boolean {
  const found = validationErrorsOf(error);
  if (!found) return false;
  const unplaced: string[] = [];
  let focused = false;
  for (const [field, message] of Object.entries(found)) {
    const known = fields.find((name) => name === field);
    if (known) {
      setError(known, { type: 'server', message }, { shouldFocus: !focused });
      focused = true;
    } else {
      unplaced.push(message);
    }
  }
  if (unplaced.length > 0) setError('root.server', { type: 'server', message: unplaced.join(' ') });
  return true;
}
