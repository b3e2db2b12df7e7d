// A well-formed sample of a JSON Schema (as the OpenAPI document gives it), so a fuzzed request has
// every other field right and the one malformed value travels as far into the handler as it can.

export interface JsonSchema {
  type?: string | string[];
  format?: string;
  pattern?: string;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  nullable?: boolean;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  minItems?: number;
  maxItems?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
}

/**
 * Values for fields whose name says what they hold better than their schema does: records they
 * point at, an email address, matching passwords (fuzz-world.ts). A function gives a fresh value.
 */
export type KnownValues = Record<string, unknown>;

/** Strings tried, in order, against a `pattern` the sample must match. */
const PATTERN_CANDIDATES = [
  '123456',
  '2026-03-14',
  '2026-03',
  '+15555550123',
  'fuzz-user',
  'fuzz',
  '0123456789abcdef0123456789abcdef01234567',
  '0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef',
];

let emailSequence = 0;

const FORMAT_SAMPLES: Record<string, string | (() => string)> = {
  // A new address each time: a taken one would stop sign-ups and invitations at "already taken".
  email: () => `fuzz-${++emailSequence}@example.com`,
  date: '2026-03-14',
  'date-time': '2026-03-14T12:00:00.000Z',
  uri: 'https://example.com/fuzz',
  url: 'https://example.com/fuzz',
  uuid: '00000000-0000-4000-8000-000000000000',
};

/** The first variant of anyOf/oneOf that is not `null`. */
export function mainVariant(schema: JsonSchema): JsonSchema {
  const variants = schema.anyOf ?? schema.oneOf;
  if (!variants) return schema;
  return mainVariant(variants.find((variant) => variant.type !== 'null') ?? variants[0] ?? {});
}

export function schemaType(schema: JsonSchema): string | undefined {
  const type = mainVariant(schema).type;
  return Array.isArray(type) ? type.find((t) => t !== 'null') : type;
}

function sampleString(schema: JsonSchema): string {
  const formatted = schema.format ? FORMAT_SAMPLES[schema.format] : undefined;
  if (formatted) return typeof formatted === 'function' ? formatted() : formatted;
  let value = 'fuzz';
  if (schema.pattern) {
    const pattern = new RegExp(schema.pattern);
    value = PATTERN_CANDIDATES.find((candidate) => pattern.test(candidate)) ?? value;
  }
  if (schema.minLength && value.length < schema.minLength) value = value.padEnd(schema.minLength, 'z');
  if (schema.maxLength !== undefined && value.length > schema.maxLength)
    value = value.slice(0, schema.maxLength);
  return value;
}

function sampleNumber(schema: JsonSchema): number {
  const exclusive = schema.exclusiveMinimum === true;
  let value = Math.max(1, schema.minimum === undefined ? 1 : schema.minimum + (exclusive ? 1 : 0));
  if (schema.maximum !== undefined && value > schema.maximum) value = schema.maximum;
  return value;
}

/**
 * A valid-looking value: the required properties (at the top, all of them with `allProperties`), one item in
 * arrays of objects (so their fields get fuzzed too), the first choice of an enum.
 */
export function sampleOf(
  raw: JsonSchema,
  known: KnownValues = {},
  name = '',
  allProperties = false,
): unknown {
  if (name && name in known) {
    const value = known[name];
    return typeof value === 'function' ? value() : structuredClone(value);
  }
  if (raw.const !== undefined) return raw.const;
  const schema = mainVariant(raw);
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum.find((value) => value !== null) ?? null;
  switch (schemaType(schema)) {
    case 'object': {
      const sample: Record<string, unknown> = {};
      const keys = allProperties ? Object.keys(schema.properties ?? {}) : (schema.required ?? []);
      for (const key of keys) {
        // Inner objects keep to their required fields: optional ones there often depend on each other.
        sample[key] = sampleOf(schema.properties?.[key] ?? {}, known, key);
      }
      return sample;
    }
    case 'array': {
      // One item at least: lists are often required to be non-empty, and the item gets fuzzed too.
      const count = Math.max(schema.minItems ?? 0, 1);
      return Array.from({ length: Math.min(count, schema.maxItems ?? count) }, () =>
        sampleOf(schema.items ?? {}, known),
      );
    }
    case 'string':
      return sampleString(schema);
    case 'integer':
    case 'number':
      return sampleNumber(schema);
    case 'boolean':
      return false;
    default:
      return schema.default ?? 'fuzz';
  }
}
