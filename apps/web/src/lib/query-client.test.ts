import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { api, HttpError } from './http.ts';
import { serveThisFile } from './http-test-server.ts';
import { queryClient, shouldRetryQuery } from './query-client.ts';

const http = serveThisFile();

/** A client with the app's defaults and no delay between attempts. */
function clientWithAppDefaults(): QueryClient {
  const defaults = queryClient.getDefaultOptions().queries;
  return new QueryClient({ defaultOptions: { queries: { ...defaults, retryDelay: 0 } } });
}

describe('query retries', () => {
  it('asks a 404 once and fails at once', async () => {
    http.server.respondTo('/api/opportunities/99999', { status: 404, body: { message: 'Not found.' } });
    const client = clientWithAppDefaults();
    await expect(
      client.fetchQuery({
        queryKey: ['opportunity', 99999],
        queryFn: () => api.get('/api/opportunities/99999', { skipErrorHandling: true }),
      }),
    ).rejects.toMatchObject({ status: 404 });
    expect(http.server.requests).toHaveLength(1);
  });

  it('retries a server error once', async () => {
    http.server.respondTo('/api/opportunities/1', { status: 503, body: { message: 'Try again.' } });
    const client = clientWithAppDefaults();
    await expect(
      client.fetchQuery({
        queryKey: ['opportunity', 1],
        queryFn: () => api.get('/api/opportunities/1', { skipErrorHandling: true }),
      }),
    ).rejects.toMatchObject({ status: 503 });
    expect(http.server.requests).toHaveLength(2);
  });

  it('never retries any 4xx, and retries network failures and 5xx once', () => {
    for (const status of [400, 401, 403, 404, 419, 422, 429]) {
      expect(shouldRetryQuery(0, new HttpError(status, undefined))).toBe(false);
    }
    for (const status of [0, 500, 503]) {
      expect(shouldRetryQuery(0, new HttpError(status, undefined))).toBe(true);
      expect(shouldRetryQuery(1, new HttpError(status, undefined))).toBe(false);
    }
    expect(shouldRetryQuery(0, new TypeError('Failed to fetch'))).toBe(true);
  });
});
