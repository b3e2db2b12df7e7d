// Pure rules of the onboarding checklist editor: what each kind of task is called, how its due
// day reads, the answer key a new form field gets, and the server's errors of one task.
import type { OnboardingTaskKind } from '@hireloop/shared/onboarding';

export const TASK_KIND_LABELS: Record<OnboardingTaskKind, string> = {
  acknowledge: 'Read and acknowledge',
  upload: 'Upload a document',
  form: 'Fill in a form',
};

export const TASK_KIND_HINTS: Record<OnboardingTaskKind, string> = {
  acknowledge: 'The hire reads the description and confirms it.',
  upload: 'The hire uploads a document (PDF, PNG or JPEG), checked by its content.',
  form: 'The hire fills in the fields below; sensitive answers are stored encrypted.',
};

/** "3 days before the start date", "On the start date", "1 day after the start date". */
export function dueText(dueDays: number): string {
  if (dueDays === 0) return 'Due on the start date';
  const days = Math.abs(dueDays);
  return `Due ${days} ${days === 1 ? 'day' : 'days'} ${dueDays < 0 ? 'before' : 'after'} the start date`;
}

/**
 * The answer key of a new field, from its label: lowercase words joined by underscores, starting
 * with a letter, at most 50 characters, and not one of `taken` (a number is added instead).
 */
export function fieldKeyFromLabel(label: string, taken: readonly string[]): string {
  const words = label
    .normalize('NFKD')
    // Accents come apart from their letters under NFKD and are dropped: é → e.
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
  const base = (/^[a-z]/.test(words) ? words : `field_${words}`).replace(/_+$/, '').slice(0, 45) || 'field';
  let key = base;
  for (let suffix = 2; taken.includes(key); suffix += 1) key = `${base}_${suffix}`;
  return key;
}

/**
 * The errors of task `index` from a 422 on the whole list (`tasks.2.title` → `title`,
 * `tasks.2.fields.0.label` → `fields.0.label`).
 */
export function taskErrors(errors: Record<string, string>, index: number): Record<string, string> {
  const prefix = `tasks.${index}.`;
  return Object.fromEntries(
    Object.entries(errors)
      .filter(([field]) => field.startsWith(prefix))
      .map(([field, message]) => [field.slice(prefix.length), message]),
  );
}

/** The list with item `from` moved to `to` (both in range). */
export function moved<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}

/** Tasks have no ids: what they say (and which repeat it is) tells them apart as list keys. */
export function taskKeys(tasks: readonly { kind: string; title: string; dueDays: number }[]): string[] {
  const seen = new Map<string, number>();
  return tasks.map((task) => {
    const base = `${task.kind}:${task.dueDays}:${task.title}`;
    const repeat = (seen.get(base) ?? 0) + 1;
    seen.set(base, repeat);
    return `${base}#${repeat}`;
  });
}
