// A person's own picture: uploaded, checked by content like company logos, served to signed-in
// people only, replaced and removed.
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { MALFORMED_MULTIPART } from '#server/http/multipart.ts';
import { BROKEN_MULTIPART, PNG, SVG_AS_PNG, uploadAvatar } from '#server-test/avatar-fixtures.ts';
import { createUser, signedInClient } from '#server-test/factories.ts';
import { appForThisFile } from '#server-test/file-app.ts';
import { TestClient } from '#server-test/http-client.ts';

const ctx = await appForThisFile();
const URL = '/api/users/self/avatar';

async function person() {
  const user = await createUser(ctx);
  return { user, client: await signedInClient(ctx, user) };
}

describe('a person’s avatar', () => {
  it('is uploaded, shown on the signed-in user, served to the signed in, replaced and removed', async () => {
    const { user, client } = await person();
    const uploaded = await uploadAvatar(client, URL, PNG);
    expect(uploaded.statusCode).toBe(200);
    const url = uploaded.json().avatar as string;
    expect(url).toMatch(new RegExp(`^/api/users/${user.id}/avatar\\?v=[\\w-]+$`));
    expect((await client.get('/api/users/self')).json().avatar).toBe(url);

    const other = (await person()).client;
    const served = await other.get(url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(PNG)).toBe(true);
    // Not for the public.
    expect((await new TestClient(ctx.app).get(url)).statusCode).toBe(401);

    // A new picture gets a new address; the old file is gone.
    const replaced = (await uploadAvatar(client, URL, PNG)).json().avatar as string;
    expect(replaced).not.toBe(url);
    expect((await client.get(replaced)).statusCode).toBe(200);

    expect((await client.delete(URL)).statusCode).toBe(204);
    expect((await client.get('/api/users/self')).json().avatar).toBeNull();
    expect((await client.get(replaced)).statusCode).toBe(404);
  });

  it('checks the content, not the name, and keeps the previous picture', async () => {
    const { client } = await person();
    const first = (await uploadAvatar(client, URL, PNG)).json().avatar;
    const response = await uploadAvatar(client, URL, SVG_AS_PNG, 'me.png');
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ avatar: ['The avatar must be a PNG, JPEG or WebP image.'] });
    expect((await client.get('/api/users/self')).json().avatar).toBe(first);
  });

  it('refuses files over 5 MB with 413, and a request without a file with 422', async () => {
    const { client } = await person();
    const big = await uploadAvatar(client, URL, Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]));
    expect(big.statusCode).toBe(413);
    expect(big.json().errors).toEqual({ avatar: ['The avatar may not be greater than 5 MB.'] });
    const none = await client.post(URL, {});
    expect(none.statusCode).toBe(422);
    expect(none.json().errors).toEqual({ avatar: ['The avatar field is required.'] });
  });

  it.each(BROKEN_MULTIPART)('answers 4xx to $title, never a 500', async ({ contentType, body }) => {
    const { client } = await person();
    const response = await client.post(URL, Buffer.from(body), { headers: { 'content-type': contentType } });
    expect([400, 422]).toContain(response.statusCode);
    if (response.statusCode === 400) expect(response.json()).toEqual({ message: MALFORMED_MULTIPART });
  });

  // Over a real connection: `inject` never ends a body cut off inside the file part, a socket does.
  it('answers 400 to a body cut off inside the file, over a real connection', async () => {
    const { client } = await person();
    if (!ctx.app.server.listening) await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = ctx.app.server.address() as AddressInfo;
    const response = await fetch(`http://127.0.0.1:${port}${URL}`, {
      method: 'POST',
      body: '--abc\r\nContent-Disposition: form-data; name="avatar"; filename="a.png"\r\n\r\n%PNG',
      headers: {
        'content-type': 'multipart/form-data; boundary=abc',
        cookie: [...client.cookies].map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join('; '),
        'x-xsrf-token': client.cookie('XSRF-TOKEN') ?? '',
        accept: 'application/json',
      },
      signal: AbortSignal.timeout(10_000),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: MALFORMED_MULTIPART });
  });

  it('needs a signed-in person, and changes only their own picture', async () => {
    expect((await uploadAvatar(new TestClient(ctx.app), URL, PNG)).statusCode).toBe(401);
    const me = await person();
    const someone = await person();
    await uploadAvatar(me.client, URL, PNG);
    expect((await someone.client.get('/api/users/self')).json().avatar).toBeNull();
    // Nobody else's picture can be addressed for a change; someone without one answers 404.
    expect((await me.client.post(`/api/users/${someone.user.id}/avatar`, {})).statusCode).toBe(404);
    expect((await me.client.get(`/api/users/${someone.user.id}/avatar`)).statusCode).toBe(404);
    expect((await me.client.get('/api/users/999999999/avatar')).statusCode).toBe(404);
  });
});
