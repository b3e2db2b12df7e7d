// SPEC.md §7: `POST /api/{resource}/{id}?_method=PUT` (or PATCH, DELETE) with a multipart body is
// routed as that method; nothing else is.

import { z } from '@hireloop/shared/zod';
import { describe, expect, it } from 'vitest';
import { companyAppForThisFile } from '#server-test/file-app.ts';
import { multipartFile, TestClient } from '#server-test/http-client.ts';
import { createTestApp } from '#server-test/test-app.ts';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

const {
  companies: [company],
} = await companyAppForThisFile('Acme Bakery');
const admin = company.members['Company Admin'].client;
const multipart = (field = 'avatar', data = PNG) => {
  const { body, contentType } = multipartFile(field, 'logo.png', data, 'image/png');
  return { body, headers: { 'content-type': contentType } };
};

describe('multipart method override', () => {
  it('routes POST ?_method=DELETE with a multipart body as DELETE', async () => {
    const upload = multipart();
    const uploaded = await admin.post('/api/companies/current/avatar', upload.body, {
      headers: upload.headers,
    });
    expect(uploaded.statusCode).toBe(200);
    const override = multipart();
    const removed = await admin.post('/api/companies/current/avatar?_method=DELETE', override.body, {
      headers: override.headers,
    });
    expect(removed.statusCode).toBe(204);
    expect((await admin.get('/api/companies/current')).json().avatar).toBeNull();
  });

  it('accepts the method in any case and keeps the rest of the query', async () => {
    const upload = multipart();
    const response = await admin.post('/api/companies/current/avatar?_method=delete&keep=1', upload.body, {
      headers: upload.headers,
    });
    expect(response.statusCode).toBe(204);
  });

  it('leaves JSON bodies, other methods and unknown overrides alone', async () => {
    // A JSON POST keeps its method: the avatar route then asks for the file.
    const json = await admin.post('/api/companies/current/avatar?_method=DELETE', {});
    expect(json.statusCode).toBe(422);
    // GET (or TRACE, or POST itself) is never an override: POST stays POST and uploads.
    for (const method of ['GET', 'TRACE', 'POST', '']) {
      const upload = multipart();
      const response = await admin.post(`/api/companies/current/avatar?_method=${method}`, upload.body, {
        headers: upload.headers,
      });
      expect(response.statusCode, method).toBe(200);
    }
  });

  it('still needs the CSRF token and the route’s own checks', async () => {
    const upload = multipart();
    const withoutToken = await admin.post('/api/companies/current/avatar?_method=DELETE', upload.body, {
      headers: upload.headers,
      withoutCsrf: true,
    });
    expect(withoutToken.statusCode).toBe(419);
    const teamMember = company.members['Team Member'].client;
    const forbidden = multipart();
    const response = await teamMember.post('/api/companies/current/avatar?_method=DELETE', forbidden.body, {
      headers: forbidden.headers,
    });
    expect(response.statusCode).toBe(403);
  });

  it('hands a multipart PUT route its file', async () => {
    // The shape of the resource client's updateMultipart: a form with a file, sent by POST.
    const probe = await createTestApp({
      beforeReady: (app) => {
        app.put(
          '/api/override-probe/:id',
          { config: { public: true }, schema: { hide: true, params: z.object({ id: z.coerce.number() }) } },
          async (request) => {
            const file = await request.file();
            return { id: request.params.id, field: file?.fieldname, bytes: (await file?.toBuffer())?.length };
          },
        );
      },
    });
    try {
      const client = new TestClient(probe.app);
      const upload = multipart('document');
      const response = await client.post('/api/override-probe/7?_method=PUT', upload.body, {
        headers: upload.headers,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ id: 7, field: 'document', bytes: PNG.length });
      // Without the override the POST has no route.
      const plain = multipart('document');
      const notFound = await client.post('/api/override-probe/7', plain.body, { headers: plain.headers });
      expect(notFound.statusCode).toBe(404);
    } finally {
      await probe.close();
    }
  });
});
