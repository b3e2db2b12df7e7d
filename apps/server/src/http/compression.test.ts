// Compressed responses: JSON above the threshold compressed per request, files of the built client
// sent as the build compressed them, with the cache headers each kind needs.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server-test/test-app.ts';
import { COMPRESSION_THRESHOLD_BYTES } from './compression.ts';

const ASSET = `console.info(${JSON.stringify('hireloop '.repeat(400))});\n`;
const INDEX_HTML = `<!doctype html><html><head><title>Hireloop</title></head><body><div id="root"></div>${'<!-- padding -->'.repeat(80)}</body></html>\n`;
/** A page the build prerendered (decision 144): index.html with the page's inert copy. */
const LOGIN_HTML = INDEX_HTML.replace(
  '<div id="root">',
  '<div id="page-shell" inert>Log in</div><div id="root">',
);

/** A built client as the Vite build leaves it: each file with its .br and .gz beside it. */
function writeBuiltClient(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hireloop-dist-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.mkdirSync(path.join(dir, 'prerendered'));
  for (const [name, content] of [
    ['index.html', INDEX_HTML],
    ['prerendered/login.html', LOGIN_HTML],
    ['assets/app-5f3a9c.js', ASSET],
  ] as const) {
    fs.writeFileSync(path.join(dir, name), content);
    fs.writeFileSync(path.join(dir, `${name}.br`), zlib.brotliCompressSync(content));
    fs.writeFileSync(path.join(dir, `${name}.gz`), zlib.gzipSync(content));
  }
  return dir;
}

let ctx: TestApp;
let distDir: string;

beforeAll(async () => {
  distDir = writeBuiltClient();
  ctx = await createTestApp({ env: { WEB_DIST_DIR: distDir } });
});

afterAll(async () => {
  await ctx.close();
  fs.rmSync(distDir, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  ctx.app.inject({
    method: 'GET',
    url,
    headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
  });

describe('JSON responses', () => {
  // The OpenAPI document: a real JSON response far above the threshold.
  const LARGE_JSON = '/api/docs/json';

  it('go out with brotli, else gzip, as Accept-Encoding allows, and say they vary on it', async () => {
    const plain = await get(LARGE_JSON);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESSION_THRESHOLD_BYTES);

    const brotli = await get(LARGE_JSON, 'gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(zlib.brotliDecompressSync(brotli.rawPayload).toString()).toBe(plain.body);
    expect(brotli.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);

    const gzip = await get(LARGE_JSON, 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
  });

  it('stay uncompressed below the threshold', async () => {
    const small = await get('/api/users/check-session', 'gzip, deflate, br');
    expect(small.rawPayload.length).toBeLessThan(COMPRESSION_THRESHOLD_BYTES);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual({ is_active: false, user_id: null });
  });
});

describe('files of the built client', () => {
  it('are sent as the build compressed them, hashed assets cached for a year', async () => {
    for (const [encoding, decode] of [
      ['br', zlib.brotliDecompressSync],
      ['gzip', zlib.gunzipSync],
    ] as const) {
      const response = await get('/assets/app-5f3a9c.js', `${encoding}`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers['content-type']).toMatch(/javascript/);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(
        response.rawPayload.equals(
          fs.readFileSync(path.join(distDir, `assets/app-5f3a9c.js.${encoding === 'br' ? 'br' : 'gz'}`)),
        ),
      ).toBe(true);
      expect(decode(response.rawPayload).toString()).toBe(ASSET);
    }
    const identity = await get('/assets/app-5f3a9c.js');
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body).toBe(ASSET);
  });

  it('answer pages with the compressed index.html, revalidated on every visit', async () => {
    for (const url of ['/', '/register', '/login/elsewhere', '/company-dashboard?tab=1']) {
      const response = await get(url, 'gzip, deflate, br');
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-encoding'], url).toBe('br');
      expect(response.headers['content-type'], url).toMatch(/text\/html/);
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(zlib.brotliDecompressSync(response.rawPayload).toString(), url).toBe(INDEX_HTML);
    }
  });

  it('answer a prerendered page with its own HTML, compressed and revalidated like index.html', async () => {
    for (const url of ['/login', '/login?set_company_id=3']) {
      const response = await get(url, 'gzip, deflate, br');
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-encoding'], url).toBe('br');
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(zlib.brotliDecompressSync(response.rawPayload).toString(), url).toBe(LOGIN_HTML);
    }
    const gzip = await get('/login', 'gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(LOGIN_HTML);
    const identity = await get('/login', 'identity');
    expect(identity.body).toBe(LOGIN_HTML);
  });
});
