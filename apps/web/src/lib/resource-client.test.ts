import { File as NodeFile } from 'node:buffer';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureHttpClient, resetHttpClient } from './http.ts';
import { startTestServer, type TestServer } from './http-test-server.ts';
import { createResourceClient } from './resource-client.ts';

interface Opportunity {
  id: number;
  title: string;
  hiringManagerId?: number;
}

const opportunities = createResourceClient<Opportunity>('opportunities');
let server: TestServer;

/** Node's own FormData: jsdom's File cannot be streamed by Node's fetch (see http.test.ts). */
async function nodeFormData(): Promise<FormData> {
  const NodeFormData = (await new Response(new URLSearchParams()).formData()).constructor as typeof FormData;
  const form = new NodeFormData();
  form.append('title', 'Nurse');
  form.append('logo', new NodeFile(['png'], 'logo.png', { type: 'image/png' }) as unknown as Blob);
  return form;
}

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server.close();
});

beforeEach(() => {
  configureHttpClient({ baseUrl: server.url, navigate: vi.fn(), goBack: vi.fn() });
});

afterEach(() => {
  resetHttpClient();
});

describe('createResourceClient', () => {
  it('index: GET /api/{resource} with query params, resolving a camelCased page', async () => {
    server.respondWith({
      status: 200,
      body: {
        data: [{ id: 1, title: 'Nurse', hiring_manager_id: 4 }],
        meta: { current_page: 2, per_page: 10, total: 11, last_page: 2 },
      },
    });
    const page = await opportunities.index({ page: 2, perPage: 10, status: undefined });
    expect(server.lastRequest()).toMatchObject({
      method: 'GET',
      url: '/api/opportunities?page=2&per_page=10',
    });
    expect(page).toEqual({
      data: [{ id: 1, title: 'Nurse', hiringManagerId: 4 }],
      meta: { currentPage: 2, perPage: 10, total: 11, lastPage: 2 },
    });
  });

  it('show: GET /api/{resource}/{id}', async () => {
    server.respondWith({ status: 200, body: { id: 7, title: 'Chef' } });
    await expect(opportunities.show(7)).resolves.toEqual({ id: 7, title: 'Chef' });
    expect(server.lastRequest()).toMatchObject({ method: 'GET', url: '/api/opportunities/7' });
  });

  it('encodes ids', async () => {
    server.respondWith({ status: 200, body: {} });
    await opportunities.show('a/b c');
    expect(server.lastRequest().url).toBe('/api/opportunities/a%2Fb%20c');
  });

  it('create: POST JSON with snake_case keys', async () => {
    server.respondWith({ status: 201, body: { id: 8, title: 'Cook' } });
    await expect(opportunities.create({ title: 'Cook', hiringManagerId: 4 })).resolves.toEqual({
      id: 8,
      title: 'Cook',
    });
    const { method, url, body } = server.lastRequest();
    expect([method, url]).toEqual(['POST', '/api/opportunities']);
    expect(JSON.parse(body)).toEqual({ title: 'Cook', hiring_manager_id: 4 });
  });

  it('createMultipart: POST multipart form data', async () => {
    server.respondWith({ status: 201, body: { id: 9 } });
    await opportunities.createMultipart(await nodeFormData());
    const { method, url, headers, body } = server.lastRequest();
    expect([method, url]).toEqual(['POST', '/api/opportunities']);
    expect(headers['content-type']).toMatch(/^multipart\/form-data/);
    expect(body).toContain('filename="logo.png"');
  });

  it('update: PUT /api/{resource}/{id}', async () => {
    server.respondWith({ status: 200, body: { id: 7, title: 'Head Chef' } });
    await opportunities.update(7, { title: 'Head Chef' });
    const { method, url, body } = server.lastRequest();
    expect([method, url]).toEqual(['PUT', '/api/opportunities/7']);
    expect(JSON.parse(body)).toEqual({ title: 'Head Chef' });
  });

  it('updateMultipart: POST /api/{resource}/{id}?_method=PUT, or another method', async () => {
    server.respondWith({ status: 200, body: { id: 7 } });
    await opportunities.updateMultipart(7, await nodeFormData());
    expect(server.lastRequest()).toMatchObject({ method: 'POST', url: '/api/opportunities/7?_method=PUT' });
    expect(server.lastRequest().headers['content-type']).toMatch(/^multipart\/form-data/);

    await opportunities.updateMultipart(7, await nodeFormData(), 'PATCH');
    expect(server.lastRequest()).toMatchObject({ method: 'POST', url: '/api/opportunities/7?_method=PATCH' });
  });

  it('delete: DELETE /api/{resource}/{id} with params', async () => {
    server.respondWith({ status: 204 });
    await expect(opportunities.delete(7, { notifyCandidates: true })).resolves.toBeUndefined();
    expect(server.lastRequest()).toMatchObject({
      method: 'DELETE',
      url: '/api/opportunities/7?notify_candidates=true',
    });
  });
});
