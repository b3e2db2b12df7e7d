// The sign-in, sign-up and forgot-password forms' state: the part of react-hook-form + zodResolver
// they use, without its 15 KB (gzip) on the public pages' first load (decision 123). Same behaviour:
// validated by the shared zod schema on submit (the first message of each field), then again as
// each field changes; focus moves to the first invalid field in the order fields were registered;
// a 422 goes beside its fields through `setError` (lib/form-errors.ts). Inputs stay uncontrolled.
// The schema comes from a loader: zod is fetched when a field is first focused (or on submit), not
// with the page, so it stays off the public pages' first load (decision 140). Should that fetch
// fail, the form still submits and the server's 422 answers for the schema.
import { useCallback, useRef, useState } from 'react';
import type { FieldValues, UseFormRegisterReturn, UseFormSetError } from 'react-hook-form';

type Issue = { readonly path: readonly PropertyKey[]; readonly message: string };

/** A zod schema, as far as this hook needs one. */
export interface FormSchema<Output> {
  safeParse(
    value: unknown,
  ): { success: true; data: Output } | { success: false; error: { issues: readonly Issue[] } };
}

type FieldError = { type?: string; message?: string };
export type LightFormErrors<Values> = { [Name in keyof Values]?: FieldError } & {
  root?: { server?: FieldError };
};

type Editable = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** Field name → message: the first issue of each top-level field, as zodResolver reports them. */
function fieldErrorsOf(issues: readonly Issue[]): Record<string, FieldError> {
  const found: Record<string, FieldError> = {};
  for (const issue of issues) {
    const name = issue.path.map(String).join('.');
    found[name] ??= { type: 'validation', message: issue.message };
  }
  return found;
}

/** A loader of the form's schema; called once per form, when the schema is first needed. */
export type FormSchemaLoader<Output> = () => Promise<FormSchema<Output>>;

const currentValue = (target: Editable) =>
  target instanceof HTMLInputElement && target.type === 'checkbox' ? target.checked : target.value;

export function useLightForm<Values extends FieldValues, Output>(
  loadSchema: FormSchemaLoader<Output>,
  defaultValues: Values,
) {
  const values = useRef<Record<string, unknown>>({ ...defaultValues });
  const elements = useRef(new Map<string, Editable>());
  const order = useRef<string[]>([]);
  const refs = useRef(new Map<string, (element: Editable | null) => void>());
  const submitted = useRef(false);
  const [errors, setErrors] = useState<LightFormErrors<Values>>({});
  const [isSubmitting, setIsSubmitting] = useState(false);
  const [watched, setWatched] = useState<Record<string, unknown>>({});
  const watching = useRef(new Set<string>());

  const schema = useRef<FormSchema<Output> | null>(null);
  const schemaLoading = useRef<Promise<FormSchema<Output> | null> | null>(null);
  /** The schema, fetched once; null when it could not be fetched (the server validates instead). */
  const ensureSchema = useCallback(() => {
    schemaLoading.current ??= loadSchema().then(
      (loaded) => {
        schema.current = loaded;
        return loaded;
      },
      (error: unknown) => {
        console.warn('Could not load the form schema; the server checks the form instead', error);
        schemaLoading.current = null;
        return null;
      },
    );
    return schemaLoading.current;
  }, [loadSchema]);

  const focus = (name: string) => elements.current.get(name)?.focus();

  const register = <Name extends keyof Values & string>(
    name: Name,
  ): UseFormRegisterReturn<Name> & { onFocus: () => void } => {
    if (!order.current.includes(name)) order.current.push(name);
    let ref = refs.current.get(name);
    if (!ref) {
      ref = (element: Editable | null) => {
        if (!element) {
          elements.current.delete(name);
          return;
        }
        if (elements.current.get(name) === element) return;
        elements.current.set(name, element);
        const value = values.current[name];
        if (element instanceof HTMLInputElement && element.type === 'checkbox')
          element.checked = Boolean(value);
        else element.value = typeof value === 'string' ? value : '';
      };
      refs.current.set(name, ref);
    }
    return {
      name,
      ref,
      onFocus: () => void ensureSchema(),
      onBlur: async () => {},
      onChange: async (event: { target: Editable }) => {
        values.current[name] = currentValue(event.target);
        if (watching.current.has(name))
          setWatched((current) => ({ ...current, [name]: values.current[name] }));
        // Loaded by the submit that set `submitted`; missing only if that fetch failed.
        if (!submitted.current || !schema.current) return;
        const result = schema.current.safeParse(values.current);
        const error = result.success ? undefined : fieldErrorsOf(result.error.issues)[name];
        setErrors((current) => ({ ...current, [name]: error }));
      },
    };
  };

  /** The field's current value, re-rendering the form as it changes. */
  const watch = <Name extends keyof Values & string>(name: Name): Values[Name] => {
    watching.current.add(name);
    return (name in watched ? watched[name] : values.current[name]) as Values[Name];
  };

  const setError: UseFormSetError<Values> = (name, error, options) => {
    const field: FieldError = { type: error.type, message: error.message };
    setErrors((current) =>
      name === 'root.server' || name === 'root'
        ? { ...current, root: { ...current.root, server: field } }
        : { ...current, [name]: field },
    );
    if (options?.shouldFocus) focus(name);
  };

  const handleSubmit =
    (onValid: (data: Output) => Promise<void> | void) => async (event?: { preventDefault(): void }) => {
      event?.preventDefault();
      submitted.current = true;
      const loaded = await ensureSchema();
      const result = loaded
        ? loaded.safeParse(values.current)
        : { success: true as const, data: { ...values.current } as Output };
      if (!result.success) {
        const found = fieldErrorsOf(result.error.issues);
        setErrors(found as LightFormErrors<Values>);
        const first = order.current.find((name) => found[name]);
        if (first) focus(first);
        return;
      }
      setErrors({});
      setIsSubmitting(true);
      try {
        await onValid(result.data);
      } finally {
        setIsSubmitting(false);
      }
    };

  return { register, watch, setError, handleSubmit, formState: { errors, isSubmitting } };
}
