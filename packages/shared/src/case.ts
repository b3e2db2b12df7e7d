// Key case conversion of DESIGN.md §3: the wire format is snake_case, the web client camelCase.
// Only keys change; values (including timestamp strings with six-digit fractions) never do.

/** Lowercase words joined by single underscores: `first_name`, `action_1_text`, `s3_key`. */
const SNAKE_CASE_KEY = /^[a-z0-9]+(?:_[a-z0-9]+)+$/;
/** A lowercase start, then letters and digits with at least one capital or digit: `firstName`. */
const CAMEL_CASE_KEY = /^[a-z][a-zA-Z0-9]*$/;
/** Words of a camelCase key: runs of capitals (acronyms), capitalised words, digit runs. */
const CAMEL_CASE_WORD = /[A-Z]+(?![a-z])|[A-Z]?[a-z]+|[0-9]+/g;

/**
 * `first_name` → `firstName`, `action_1_text` → `action1Text`. Keys that are not snake_case
 * (`id`, `_method`, `Name_X`, `already_camelCase`, `a.b_c`) are left as they are.
 */
export function toCamelCaseKey(key: string): string {
  if (!SNAKE_CASE_KEY.test(key)) return key;
  const [first = '', ...rest] = key.split('_');
  return first + rest.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join('');
}

/**
 * `firstName` → `first_name`, `userID` → `user_id`. Digits are words of their own, so keys
 * round-trip with toCamelCaseKey: `action1Text` ↔ `action_1_text`, `addressLine1` ↔
 * `address_line_1`. Server field names therefore write numbers as separate words
 * (`action_1_text`, not `action1_text`). Keys that are not camelCase are left as they are.
 */
export function toSnakeCaseKey(key: string): string {
  if (!CAMEL_CASE_KEY.test(key) || !/[A-Z0-9]/.test(key)) return key;
  return (key.match(CAMEL_CASE_WORD) ?? [key]).map((word) => word.toLowerCase()).join('_');
}

/** Only arrays and plain objects are walked; Dates, Blobs, FormData and the like pass through. */
function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

function convertKeys(value: unknown, convertKey: (key: string) => string): unknown {
  if (Array.isArray(value)) return value.map((item) => convertKeys(item, convertKey));
  if (!isPlainObject(value)) return value;
  const converted: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    converted[convertKey(key)] = convertKeys(item, convertKey);
  }
  return converted;
}

/** Deep copy with snake_case keys turned into camelCase, for response bodies. */
export function camelCaseKeys<T>(value: T): CamelCasedKeys<T> {
  return convertKeys(value, toCamelCaseKey) as CamelCasedKeys<T>;
}

/** Deep copy with camelCase keys turned into snake_case, for request bodies and query params. */
export function snakeCaseKeys(value: unknown): unknown {
  return convertKeys(value, toSnakeCaseKey);
}

/** Type of a snake_case key after toCamelCaseKey (`created_at` → `createdAt`). */
export type CamelCase<S extends string> = S extends `${infer Head}_${infer Tail}`
  ? Head extends ''
    ? S
    : `${Head}${Capitalize<CamelCase<Tail>>}`
  : S;

/**
 * Type of a wire (snake_case) shape after camelCaseKeys, so the schemas in packages/shared can
 * describe what the web client receives: `CamelCasedKeys<PageMeta>` has `currentPage`.
 */
export type CamelCasedKeys<T> = T extends readonly (infer Item)[]
  ? CamelCasedKeys<Item>[]
  : T extends object
    ? { [K in keyof T as K extends string ? CamelCase<K> : K]: CamelCasedKeys<T[K]> }
    : T;
