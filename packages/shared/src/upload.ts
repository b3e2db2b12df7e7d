// Upload serialization of SPEC.md §5: a form payload sent as JSON omits files, blobs and long data
// URLs; those travel in multipart requests instead.
import { MAX_SERIALIZED_DATA_URL_LENGTH } from './constants.ts';

/** Marks a value that is dropped from its parent object or array. */
const OMIT: unique symbol = Symbol('omit');

// packages/shared has neither DOM nor Node types, so the Blob constructor is looked up at call
// time (Node 20 and browsers both have one; jsdom installs its own).
type AnyConstructor = abstract new (...args: never[]) => object;

/** File is a subclass of Blob. The tag check also catches blobs from another realm (iframe, jsdom). */
export function isBlobLike(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const BlobConstructor = (globalThis as { Blob?: AnyConstructor }).Blob;
  if (typeof BlobConstructor !== 'undefined' && value instanceof BlobConstructor) return true;
  const tag = Object.prototype.toString.call(value);
  return tag === '[object Blob]' || tag === '[object File]';
}

export function isLongDataUrl(value: string): boolean {
  return value.startsWith('data:') && value.length > MAX_SERIALIZED_DATA_URL_LENGTH;
}

/**
 * A JSON-safe copy of a form payload. Omitted (key or array element dropped): File and Blob
 * values and strings that are data URLs longer than 255 characters. Dates become ISO strings;
 * plain objects and arrays are copied recursively. Otherwise it follows JSON.stringify: undefined,
 * functions and symbols are dropped from objects (null in arrays), non-finite numbers become null,
 * objects with toJSON use it. A value that is itself omitted gives undefined.
 */
export function serializeForUpload(value: unknown): unknown {
  const result = serialize(value);
  return result === OMIT ? undefined : result;
}

function serialize(value: unknown): unknown {
  if (value === null) return null;
  switch (typeof value) {
    case 'string':
      return isLongDataUrl(value) ? OMIT : value;
    case 'number':
      return Number.isFinite(value) ? value : null;
    case 'boolean':
      return value;
    case 'bigint':
      // JSON.stringify throws on bigint; its decimal text keeps every digit.
      return value.toString();
    case 'object':
      break;
    default:
      // undefined, functions and symbols have no JSON form.
      return undefined;
  }
  if (isBlobLike(value)) return OMIT;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString();
  if (Array.isArray(value)) {
    return value
      .map(serialize)
      .filter((item) => item !== OMIT)
      .map((item) => item ?? null);
  }
  const withToJson = value as { toJSON?: () => unknown };
  if (typeof withToJson.toJSON === 'function') return serialize(withToJson.toJSON());
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    const serialized = serialize(item);
    if (serialized !== OMIT && serialized !== undefined) copy[key] = serialized;
  }
  return copy;
}
