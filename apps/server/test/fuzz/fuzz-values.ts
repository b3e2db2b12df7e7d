// The malformed values the fuzz suite sends: a fixed, deterministic set per kind of field (NUL
// bytes, impossible dates, huge and negative numbers, wrong types), so a run is fast and repeatable.
import { BODY_LIMIT_BYTES } from '#server/app.ts';
import { type JsonSchema, mainVariant, schemaType } from './schema-samples.ts';

export const NUL = '\u0000';

/** Dates that match YYYY-MM-DD but do not exist, or that no database date type accepts. */
export const IMPOSSIBLE_DATES = ['2026-02-30', '2026-13-45', '0000-00-00', '2025-02-29', '275760-09-14'];

const HUGE_TEXT = 'x'.repeat(100_000);

/** Looks like a date field: a date format or pattern, or a name that says so. */
function isDateLike(schema: JsonSchema, name: string): boolean {
  const main = mainVariant(schema);
  return (
    main.format === 'date' ||
    main.format === 'date-time' ||
    Boolean(main.pattern?.includes('\\d{4}')) ||
    /(date|_from|_to|until|_at)$/.test(name)
  );
}

/** Values for one JSON body field, whatever its declared type, plus ones aimed at that type. */
export function bodyValuesFor(schema: JsonSchema, name: string): unknown[] {
  const wrongTypes = [null, true, { nested: NUL }, [NUL]];
  switch (schemaType(schema)) {
    case 'string': {
      const values: unknown[] = [NUL, `fuzz${NUL}fuzz`, HUGE_TEXT, -1, ...wrongTypes];
      if (isDateLike(schema, name)) values.push(...IMPOSSIBLE_DATES);
      return values;
    }
    case 'integer':
    case 'number':
      return [-1, 0, 2 ** 31, 2 ** 63, 1e308, -1e308, 1.5, '1e400', NUL, 'abc', ...wrongTypes];
    case 'boolean':
      return ['true', 2, NUL, ...wrongTypes];
    case 'array':
      return [NUL, { 0: NUL }, [null], [NUL, NUL], Array.from({ length: 5_000 }, (_, i) => i), null];
    case 'object':
      return [NUL, [], null, { [NUL]: NUL }];
    default:
      return [NUL, HUGE_TEXT, -1, ...wrongTypes];
  }
}

/** Raw query-string values (URL-encoded where needed). */
export const QUERY_VALUES = [
  '%00',
  'fuzz%00fuzz',
  encodeURIComponent(HUGE_TEXT.slice(0, 8_000)),
  '-1',
  '0',
  '99999999999999999999',
  '1e308',
  '1.5',
  'abc',
  '',
  ...IMPOSSIBLE_DATES,
  '%E0%A4%A',
];

/** Raw path-segment values. */
export const PATH_VALUES = [
  '%00',
  '-1',
  '0',
  '99999999999999999999',
  '1.5',
  'abc',
  'x'.repeat(2_000),
  '00000000-0000-0000-0000-000000000000',
  '%E0%A4%A',
];

/** Whole bodies that are broken as a whole rather than in one field. */
export const BROKEN_JSON_BODIES: { contentType: string; body: string | Buffer }[] = [
  { contentType: 'application/json', body: '{"unterminated": ' },
  { contentType: 'application/json', body: '[]' },
  { contentType: 'application/json', body: 'null' },
  { contentType: 'application/json', body: `"${NUL}"` },
  { contentType: 'application/json', body: `{"${'\\u0000'}": 1}` },
  { contentType: 'application/json', body: `${'['.repeat(5_000)}${']'.repeat(5_000)}` },
  { contentType: 'application/json', body: Buffer.alloc(BODY_LIMIT_BYTES + 1, 0x20) },
  { contentType: 'text/plain', body: 'plain text' },
  { contentType: 'application/x-www-form-urlencoded', body: `a=%00&b[c]=1` },
];

/** multipart/form-data that is broken: no boundary, a body that is not multipart, a cut-off part. */
export const BROKEN_MULTIPART_BODIES: { contentType: string; body: string }[] = [
  { contentType: 'multipart/form-data', body: 'not multipart' },
  { contentType: 'multipart/form-data; boundary=fuzzboundary', body: 'not multipart at all' },
  {
    contentType: 'multipart/form-data; boundary=fuzzboundary',
    body: '--fuzzboundary\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\npartial',
  },
  {
    contentType: 'multipart/form-data; boundary=fuzzboundary',
    body: `--fuzzboundary\r\nContent-Disposition: form-data; name="${NUL}"\r\n\r\n${NUL}\r\n--fuzzboundary--\r\n`,
  },
];
