// Checking part of a form without submitting it (a step of a wizard, or fields sent along with
// something else). react-hook-form re-checks fields on change only once the form was submitted or
// the field touched, so after a failed check a fixed field kept its error until its next blur: a
// chosen option still said "required", and the message vanished under the pointer on its way to the
// next button, which moved, so that click missed.
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';

/**
 * Checks `fields` (all when omitted) and focuses the first invalid one. When one is invalid, marks
 * them touched, so that (with `mode: 'onTouched'`) each re-checks itself on every change from now
 * on, as after a submit. Resolves whether they are all valid.
 */
export async function checkFields<Values extends FieldValues>(
  form: Pick<UseFormReturn<Values>, 'trigger' | 'getValues' | 'setValue'>,
  fields?: readonly FieldPath<Values>[],
): Promise<boolean> {
  if (await form.trigger(fields ? [...fields] : undefined, { shouldFocus: true })) return true;
  const names = fields ?? (Object.keys(form.getValues()) as FieldPath<Values>[]);
  for (const name of names) form.setValue(name, form.getValues(name), { shouldTouch: true });
  return false;
}
