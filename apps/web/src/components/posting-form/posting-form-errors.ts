// Validation of the posting form with the shared zod schemas (the same ones the server uses), and
// the server's 422 answers placed beside the same fields. Both name fields by their wire path
// (`screening_questions.0.options`), which `formPathOf` turns into the form's own path.
import { toSnakeCaseKey } from '@hireloop/shared/case';
import type { z } from '@hireloop/shared/zod';
import {
  type FieldErrors,
  type FieldPath,
  type FieldValues,
  get,
  type Resolver,
  set,
  type UseFormSetError,
} from 'react-hook-form';
import { HttpError } from '#web/lib/http.ts';
import type { PostingFormValues } from './posting-form-values.ts';

/** Where messages go that belong to no field of the form. */
export const FORM_ERROR_PATH = 'root.server';

const TOP_LEVEL_FIELDS = new Set([
  'name',
  'title',
  'description',
  'location',
  'remote',
  'employment_type',
  'pay_min',
  'pay_max',
  'pay_period',
  'schedule',
  'requirements',
  'openings',
]);

const isIndex = (segment: string | undefined): segment is string =>
  segment !== undefined && /^\d+$/.test(segment);

function questionPath(index: string, field: string | undefined, optionIndex: string | undefined): string {
  const base = `screening_questions.${index}`;
  switch (field) {
    case 'type':
      return `${base}.type`;
    case 'options':
      // A message about the whole list ("at least 2 options") goes under it, as field arrays do.
      return isIndex(optionIndex) ? `${base}.options.${optionIndex}.text` : `${base}.options.root`;
    case 'knockout_answer':
      return `${base}.knockout`;
    default:
      return `${base}.question`;
  }
}

/** The form path of a wire field path; FORM_ERROR_PATH when the form has no such field. */
export function formPathOf(wirePath: string): string {
  const [field = '', index, subField, subIndex] = wirePath.split('.');
  if (index === undefined) {
    if (TOP_LEVEL_FIELDS.has(field)) return field;
    if (field === 'screening_questions' || field === 'pipeline_steps' || field === 'scorecard') {
      return `${field}.root`;
    }
    return FORM_ERROR_PATH;
  }
  if (!isIndex(index)) return FORM_ERROR_PATH;
  // A new opportunity's steps are names (`pipeline_steps.1`), an edited one's objects (`.1.name`).
  if (field === 'pipeline_steps') return `pipeline_steps.${index}.name`;
  if (field === 'screening_questions') return questionPath(index, subField, subIndex);
  // An attribute's id is the server's: its message shows under the attribute's name.
  if (field === 'scorecard') return `scorecard.${index}.${subField === 'category' ? 'category' : 'name'}`;
  return FORM_ERROR_PATH;
}

/**
 * A react-hook-form resolver that checks the payload the form would send against a shared schema,
 * so the form shows exactly the server's rules and words. The first message of each field wins.
 */
export function payloadResolver<Payload>(
  schema: z.ZodType,
  toPayload: (values: PostingFormValues) => Payload,
): Resolver<PostingFormValues> {
  return async (values) => {
    const result = await schema.safeParseAsync(toPayload(values));
    if (result.success) return { values, errors: {} };
    const errors: FieldErrors<PostingFormValues> = {};
    for (const issue of result.error.issues) {
      const path = formPathOf(issue.path.map(String).join('.'));
      if (get(errors, path)) continue;
      set(errors, path, { type: issue.code, message: issue.message });
    }
    return { values: {}, errors };
  };
}

/** Each field's messages from a 422 body (keys were camelCased by the client; paths with dots were not). */
function serverMessages(error: HttpError): Array<[string, string]> {
  const body = error.body as { message?: unknown; errors?: unknown } | undefined;
  const pairs: Array<[string, string]> = [];
  if (typeof body?.errors === 'object' && body.errors !== null) {
    for (const [key, messages] of Object.entries(body.errors)) {
      const texts = (Array.isArray(messages) ? messages : [messages]).filter(
        (text): text is string => typeof text === 'string' && text !== '',
      );
      // Back to the wire name: `payMax` → `pay_max`; dotted paths arrive unchanged.
      if (texts.length > 0) pairs.push([toSnakeCaseKey(key), texts.join(' ')]);
    }
  }
  if (pairs.length === 0 && typeof body?.message === 'string') pairs.push(['', body.message]);
  return pairs;
}

/**
 * Puts a 422 answer's messages beside their fields (the first field gets focus); messages for no
 * field of the form go to FORM_ERROR_PATH. Returns whether the error was a 422.
 */
export function showServerErrors<Values extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<Values>,
): boolean {
  if (!(error instanceof HttpError) || error.status !== 422) return false;
  const unplaced: string[] = [];
  let focused = false;
  for (const [key, message] of serverMessages(error)) {
    const path = key === '' ? FORM_ERROR_PATH : formPathOf(key);
    if (path === FORM_ERROR_PATH) {
      unplaced.push(message);
      continue;
    }
    const focusable = !path.endsWith('.root');
    setError(path as FieldPath<Values>, { type: 'server', message }, { shouldFocus: focusable && !focused });
    if (focusable) focused = true;
  }
  if (unplaced.length > 0) {
    setError(FORM_ERROR_PATH as FieldPath<Values>, { type: 'server', message: unplaced.join(' ') });
  }
  return true;
}

/** The message at a form path, also for a field array's list-level error (`…root`). */
export function errorAt(errors: FieldErrors, path: string): string | undefined {
  const found = get(errors, path) as { message?: unknown; root?: { message?: unknown } } | undefined;
  const message = found?.message ?? found?.root?.message;
  return typeof message === 'string' ? message : undefined;
}
