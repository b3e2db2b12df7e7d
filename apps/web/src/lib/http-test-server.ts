// A real local HTTP server for the unit tests of http.ts and resource-client.ts: it records each
// request and answers with whatever the test planned.
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { configureHttpClient, resetHttpClient } from './http.ts';

export interface RecordedRequest {
  method: string;
  /** Path and query string, as received. */
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface PlannedResponse {
  status: number;
  /** Objects are sent as JSON, strings as they are; undefined sends no body. */
  body?: unknown;
  headers?: Record<string, string>;
  /** Wait this long before answering (to test aborts). */
  delayMs?: number;
}

export interface TestServer {
  url: string;
  requests: RecordedRequest[];
  respondWith(response: PlannedResponse): void;
  /** Answers requests to this path (query string aside) with `response`; others get `respondWith`'s. */
  respondTo(path: string, response: PlannedResponse): void;
  lastRequest(): RecordedRequest;
  close(): Promise<void>;
}

export async function startTestServer(): Promise<TestServer> {
  const requests: RecordedRequest[] = [];
  let planned: PlannedResponse = { status: 200, body: {} };
  const plannedByPath = new Map<string, PlannedResponse>();
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      requests.push({
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      });
      const path = (req.url ?? '').split('?')[0] ?? '';
      const { status, body, headers, delayMs = 0 } = plannedByPath.get(path) ?? planned;
      const text = body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body);
      setTimeout(() => {
        if (res.destroyed) return;
        res.writeHead(status, { 'Content-Type': 'application/json', ...headers });
        res.end(text);
      }, delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    respondWith(response) {
      planned = response;
    },
    respondTo(path, response) {
      plannedByPath.set(path, response);
    },
    lastRequest() {
      const last = requests.at(-1);
      if (!last) throw new Error('The test server has not received any request');
      return last;
    },
    close() {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

/**
 * One test server for the test file: started before its tests, closed after them, its record
 * cleared and the HTTP client pointed at it before each test. Read `.server` inside tests.
 */
export function serveThisFile(): { readonly server: TestServer } {
  let started: TestServer | undefined;
  const handle = {
    get server(): TestServer {
      if (!started) throw new Error('The test server starts in beforeAll');
      return started;
    },
  };
  beforeAll(async () => {
    started = await startTestServer();
  });
  afterAll(async () => {
    await started?.close();
  });
  beforeEach(() => {
    handle.server.requests.length = 0;
    configureHttpClient({ baseUrl: handle.server.url });
  });
  afterEach(() => {
    cleanup();
    resetHttpClient();
  });
  return handle;
}
