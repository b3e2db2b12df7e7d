// The one error type of the server. Services throw these; the error plugin maps them to the wire format.
import type { FieldErrors } from '@hireloop/shared/api';

export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: FieldErrors,
    readonly headers?: Record<string, string>,
    /** More fields of the body besides `message` and `errors` (a lock's reason, say). */
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const notFound = (message = 'Not Found.') => new AppError(404, message);

export const forbidden = (message = 'This action is unauthorized.') => new AppError(403, message);

export const unauthenticated = () => new AppError(401, 'Unauthenticated.');

export const conflict = (message: string) => new AppError(409, message);

export const tooManyRequests = (retryAfterSeconds: number) =>
  new AppError(429, 'Too Many Attempts.', undefined, { 'retry-after': String(retryAfterSeconds) });

/**
 * A field name as the client may see it: the keys of a sent object (a record's keys) become field
 * names, and a control character (NUL above all) in one would make the answer itself invalid.
 */
export function safeFieldKey(key: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: replacing them is the point
  return key.replace(/[\u0000-\u001f\u007f]/g, '\ufffd');
}

/** 422 with field errors; the message is the first error plus a count of the rest (as Laravel does). */
export function validation(errors: FieldErrors): AppError {
  const safe = Object.fromEntries(
    Object.entries(errors).map(([key, messages]) => [safeFieldKey(key), messages]),
  );
  return new AppError(422, summarizeFieldErrors(safe), safe);
}

export function summarizeFieldErrors(errors: FieldErrors): string {
  const messages = Object.values(errors).flat();
  const first = messages[0] ?? 'The given data was invalid.';
  const rest = messages.length - 1;
  if (rest <= 0) return first;
  return `${first} (and ${rest} more error${rest === 1 ? '' : 's'})`;
}
