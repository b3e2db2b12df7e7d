// Human validation messages for zod, in the wording users of Laravel-style APIs know
// ("The email field is required."). Installed by zod.ts and zod-mini.ts as they load, so every
// schema, written with either, reports them (decision 140: the web client's first load then carries
// no zod at all). zod's core `config`, by name: a bundler keeps every export of a namespace it
// cannot see through (zod's locales, JSON Schema).
import { config } from 'zod/v4/core';

/** `first_name` → `first name`; array indexes are skipped. */
export function fieldLabel(path: readonly PropertyKey[]): string {
  const last = [...path].reverse().find((segment) => typeof segment === 'string');
  return typeof last === 'string'
    ? last
        .replace(/_/g, ' ')
        .replace(/([a-z])([A-Z])/g, '$1 $2')
        .toLowerCase()
    : 'value';
}

type Issue = Parameters<NonNullable<NonNullable<Parameters<typeof config>[0]>['customError']>>[0];

export function validationMessage(issue: Issue): string | undefined {
  const label = fieldLabel(issue.path ?? []);
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null) return `The ${label} field is required.`;
      return `The ${label} must be ${article(issue.expected)}.`;
    case 'too_small':
      if (issue.origin === 'string') {
        return issue.minimum === 1
          ? `The ${label} field is required.`
          : `The ${label} must be at least ${issue.minimum} characters.`;
      }
      if (issue.origin === 'array') return `The ${label} must have at least ${issue.minimum} items.`;
      return `The ${label} must be at least ${issue.minimum}.`;
    case 'too_big':
      if (issue.origin === 'string')
        return `The ${label} may not be greater than ${issue.maximum} characters.`;
      if (issue.origin === 'array') return `The ${label} may not have more than ${issue.maximum} items.`;
      return `The ${label} may not be greater than ${issue.maximum}.`;
    case 'invalid_format':
      if (issue.format === 'email') return `The ${label} must be a valid email address.`;
      if (issue.format === 'url') return `The ${label} must be a valid URL.`;
      return `The ${label} format is invalid.`;
    case 'invalid_value':
      return `The selected ${label} is invalid.`;
    case 'unrecognized_keys':
      return `Unknown field${issue.keys.length === 1 ? '' : 's'}: ${issue.keys.join(', ')}.`;
    default:
      return undefined;
  }
}

function article(expected: string): string {
  const noun = expected === 'int' ? 'integer' : expected;
  return /^[aeiou]/.test(noun) ? `an ${noun}` : `a ${noun}`;
}

let installed = false;

export function installValidationMessages(): void {
  if (installed) return;
  installed = true;
  config({ customError: (issue) => validationMessage(issue) });
}
