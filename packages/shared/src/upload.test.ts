import { describe, expect, it } from 'vitest';
import { MAX_SERIALIZED_DATA_URL_LENGTH } from './constants.ts';
import { isBlobLike, serializeForUpload } from './upload.ts';

// The real Node 20 globals; packages/shared compiles without DOM or Node types, hence the cast.
const { Blob, File } = globalThis as unknown as {
  Blob: new (parts: string[], options?: { type?: string }) => object;
  File: new (parts: string[], name: string, options?: { type?: string }) => object;
};

const dataUrlOfLength = (length: number) => {
  const prefix = 'data:image/png;base64,';
  return prefix + 'A'.repeat(length - prefix.length);
};

describe('serializeForUpload', () => {
  it('pins the data URL limit at 255 characters', () => {
    expect(MAX_SERIALIZED_DATA_URL_LENGTH).toBe(255);
  });

  it('omits File and Blob values from objects', () => {
    const payload = {
      name: 'Resume',
      file: new File(['%PDF'], 'resume.pdf', { type: 'application/pdf' }),
      thumbnail: new Blob(['x'], { type: 'image/png' }),
    };
    expect(serializeForUpload(payload)).toEqual({ name: 'Resume' });
  });

  it('omits File and Blob elements from arrays', () => {
    const payload = { attachments: [new File(['a'], 'a.txt'), 'keep', new Blob(['b'])] };
    expect(serializeForUpload(payload)).toEqual({ attachments: ['keep'] });
  });

  it('omits data URLs longer than 255 characters and keeps those of 255 or fewer', () => {
    const payload = {
      long: dataUrlOfLength(256),
      exact: dataUrlOfLength(255),
      short: 'data:text/plain,hi',
      list: [dataUrlOfLength(1000), 'data:,x'],
    };
    expect(serializeForUpload(payload)).toEqual({
      exact: dataUrlOfLength(255),
      short: 'data:text/plain,hi',
      list: ['data:,x'],
    });
  });

  it('keeps long strings that are not data URLs', () => {
    const essay = 'x'.repeat(5000);
    expect(serializeForUpload({ essay, url: `https://example.com/${essay}` })).toEqual({
      essay,
      url: `https://example.com/${essay}`,
    });
  });

  it('recurses into nested objects and arrays', () => {
    const payload = {
      profile: {
        avatar: new Blob(['img']),
        bio: 'Hello',
        links: [{ label: 'cv', file: new File([''], 'cv') }],
      },
    };
    expect(serializeForUpload(payload)).toEqual({ profile: { bio: 'Hello', links: [{ label: 'cv' }] } });
  });

  it('turns Dates into ISO strings', () => {
    const when = new Date(Date.UTC(2026, 0, 5, 10, 30));
    expect(serializeForUpload({ startTime: when, slots: [when] })).toEqual({
      startTime: '2026-01-05T10:30:00.000Z',
      slots: ['2026-01-05T10:30:00.000Z'],
    });
  });

  it('follows JSON for values without a JSON form', () => {
    const payload = { a: undefined, b: () => 1, c: Number.NaN, d: [undefined, 1], e: null, f: false, g: 0 };
    expect(serializeForUpload(payload)).toEqual({ c: null, d: [null, 1], e: null, f: false, g: 0 });
  });

  it('gives undefined when the whole value is omitted', () => {
    expect(serializeForUpload(new Blob(['x']))).toBeUndefined();
    expect(serializeForUpload(dataUrlOfLength(300))).toBeUndefined();
  });

  it('does not modify the input', () => {
    const file = new File(['a'], 'a.txt');
    const payload = { file, tags: ['a'] };
    serializeForUpload(payload);
    expect(payload.file).toBe(file);
    expect(payload.tags).toEqual(['a']);
  });

  it('produces a value that survives JSON round-trips unchanged', () => {
    const out = serializeForUpload({ a: 1, b: [true, 'x'], c: { d: new Date(0) } });
    expect(JSON.parse(JSON.stringify(out))).toEqual(out);
  });
});

describe('isBlobLike', () => {
  it('recognises blobs and files only', () => {
    expect(isBlobLike(new Blob([]))).toBe(true);
    expect(isBlobLike(new File([], 'f'))).toBe(true);
    expect(isBlobLike({ size: 1, type: 'x' })).toBe(false);
    expect(isBlobLike('data:,x')).toBe(false);
    expect(isBlobLike(null)).toBe(false);
  });
});
