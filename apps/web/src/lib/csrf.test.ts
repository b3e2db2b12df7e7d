import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { deleteCookie } from './cookies.ts';
import { CSRF_COOKIE_PATH, ensureCsrfCookie, resetCsrfHandshake } from './csrf.ts';
import { configureHttpClient, resetHttpClient } from './http.ts';
import { startTestServer, type TestServer } from './http-test-server.ts';

let server: TestServer;

/** What the server's Set-Cookie would do in a browser on the same site. */
function serverSetsCookie() {
  // biome-ignore lint/suspicious/noDocumentCookie: the test stands in for the server's Set-Cookie.
  document.cookie = 'XSRF-TOKEN=token; Path=/';
}

const handshakes = () => server.requests.filter((request) => request.url === CSRF_COOKIE_PATH).length;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server.close();
});

beforeEach(() => {
  server.requests.length = 0;
  server.respondWith({ status: 204 });
  configureHttpClient({ baseUrl: server.url });
  resetCsrfHandshake();
});

afterEach(() => {
  deleteCookie('XSRF-TOKEN');
  resetHttpClient();
});

describe('ensureCsrfCookie', () => {
  it('asks the server once per page load while the cookie exists', async () => {
    await ensureCsrfCookie();
    serverSetsCookie();
    await ensureCsrfCookie();
    await ensureCsrfCookie();
    expect(handshakes()).toBe(1);
  });

  it('shares one handshake between requests sent at the same time', async () => {
    await Promise.all([ensureCsrfCookie(), ensureCsrfCookie(), ensureCsrfCookie()]);
    expect(handshakes()).toBe(1);
  });

  it('asks again when the cookie has gone', async () => {
    await ensureCsrfCookie();
    serverSetsCookie();
    deleteCookie('XSRF-TOKEN');
    await ensureCsrfCookie();
    expect(handshakes()).toBe(2);
  });

  it('does not fail the caller when the handshake fails, and retries next time', async () => {
    server.respondWith({ status: 500, body: { message: 'Server Error' } });
    await expect(ensureCsrfCookie()).resolves.toBeUndefined();
    server.respondWith({ status: 204 });
    serverSetsCookie();
    await ensureCsrfCookie();
    expect(handshakes()).toBe(2);
  });
});
