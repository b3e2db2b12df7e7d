// Toasts of SPEC.md §8 "Toast rule for bodies" and §9 "Toasts": `message` is shown as success,
// `warning`/`warnings` as warning and `error`/`errors` as error; each may be a string or an
// object mapping keys to lists of strings (Laravel-style field errors).
import { TOASTS } from '@hireloop/shared/constants';
import type { ToastContainerProps } from 'react-toastify';
import { toast } from './toast.ts';

/** Props for the app's single <ToastContainer>: at most 20, newest on top, top-right, 5 s… */
export const toastContainerProps = { ...TOASTS } satisfies ToastContainerProps;

export type ToastKind = 'success' | 'warning' | 'error';

/**
 * The id of a toast is its kind and text: the same words while they are still on screen (three
 * quick moves on the board, a retried request) show as one toast, not a stack.
 */
export const toastIdOf = (kind: ToastKind, text: string) => `${kind}:${text}`;

const showToast: Record<ToastKind, (text: string) => void> = {
  success: (text) => toast.success(text, { toastId: toastIdOf('success', text) }),
  warning: (text) => toast.warning(text, { toastId: toastIdOf('warning', text) }),
  error: (text) => toast.error(text, { toastId: toastIdOf('error', text) }),
};

/**
 * Every non-empty string in a toast value: a string, or lists / objects of strings at any depth.
 * Repeats are shown once (several fields often carry the same message).
 */
export function toastTexts(value: unknown): string[] {
  const texts = new Set<string>();
  const collect = (item: unknown): void => {
    if (typeof item === 'string') {
      if (item.trim() !== '') texts.add(item);
    } else if (Array.isArray(item)) {
      item.forEach(collect);
    } else if (typeof item === 'object' && item !== null) {
      Object.values(item).forEach(collect);
    }
  };
  collect(value);
  return [...texts];
}

/** Shows each text of a toast value as a toast of the given kind. */
export function showToastTexts(kind: ToastKind, value: unknown): void {
  for (const text of toastTexts(value)) showToast[kind](text);
}

/** Applies the toast rule to a response body; anything that is not an object shows nothing. */
export function showBodyToasts(body: unknown): void {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return;
  const { message, warning, warnings, error, errors } = body as Record<string, unknown>;
  showToastTexts('success', message);
  showToastTexts('warning', warning ?? warnings);
  showToastTexts('error', error ?? errors);
}
