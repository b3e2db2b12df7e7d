// HTTP range requests on a recording (RFC 9110 §14): one `bytes` range, closed (`0-99`), open
// (`100-`) or a suffix (`-500`). Anything else in the bytes unit, or past the end, is unsatisfiable
// (416 with `Content-Range: bytes */size`); another unit is ignored (the whole file, 200).

export interface ByteRange {
  start: number;
  /** Inclusive. */
  end: number;
}

export type RangeRequest =
  | { kind: 'whole' }
  | { kind: 'range'; range: ByteRange }
  | { kind: 'unsatisfiable' };

/** Open ranges are answered with at most this much, so a player streams instead of downloading all. */
export const OPEN_RANGE_WINDOW = 4 * 1024 * 1024;

const SPEC = /^bytes=(\d{0,15})-(\d{0,15})$/;

export function parseRange(header: string | undefined, size: number): RangeRequest {
  if (header === undefined) return { kind: 'whole' };
  const value = header.trim();
  if (!/^bytes=/i.test(value)) return { kind: 'whole' };
  const match = SPEC.exec(value.replace(/^bytes=/i, 'bytes=').replace(/\s+/g, ''));
  if (!match) return { kind: 'unsatisfiable' };
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return { kind: 'unsatisfiable' };
  if (first === '') {
    const length = Number(last);
    if (length === 0 || size === 0) return { kind: 'unsatisfiable' };
    return { kind: 'range', range: { start: Math.max(0, size - length), end: size - 1 } };
  }
  const start = Number(first);
  if (start >= size) return { kind: 'unsatisfiable' };
  if (last === '')
    return { kind: 'range', range: { start, end: Math.min(size - 1, start + OPEN_RANGE_WINDOW - 1) } };
  const end = Number(last);
  if (end < start) return { kind: 'unsatisfiable' };
  return { kind: 'range', range: { start, end: Math.min(end, size - 1) } };
}

export const contentRange = (range: ByteRange, size: number) => `bytes ${range.start}-${range.end}/${size}`;
