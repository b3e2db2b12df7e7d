// The enterprise's logo: changed by the roles that may edit the enterprise (Owner, Admin), never a
// Viewer; checked by content like company logos; public like them; each enterprise only its own.
import { describe, expect, it } from 'vitest';
import { BROKEN_MULTIPART, PNG, SVG_AS_PNG, uploadAvatar } from '#server-test/avatar-fixtures.ts';
import { createUser, latestMessageTo, signedInClient, uniqueEmail } from '#server-test/factories.ts';
import { appForThisFile } from '#server-test/file-app.ts';
import { TestClient } from '#server-test/http-client.ts';
import { createTestCompany } from '#server-test/tenancy-factories.ts';

const ctx = await appForThisFile();
const URL = '/api/enterprises/current/avatar';

async function createEnterprise(name = 'Bakery Group') {
  const company = await createTestCompany(ctx, `${name} HQ`);
  const owner = company.members['Company Admin'];
  const upgraded = await owner.client.post(`/api/enterprises/upgrade/${company.id}`, {
    name,
    type: 'franchise',
  });
  expect(upgraded.statusCode).toBe(201);
  const group = (await owner.client.get('/api/enterprise-groups')).json().data[0];
  return { owner, enterprise: upgraded.json(), company, group };
}

async function member(inviter: TestClient, role: string, groupIds: number[]) {
  const user = await createUser(ctx, { email: uniqueEmail('enterprise') });
  expect(
    (await inviter.post('/api/enterprise-invitations', { email: user.email, role, group_ids: groupIds }))
      .statusCode,
  ).toBe(201);
  const token = (await latestMessageTo(ctx, user.email))!.text.match(
    /\/enterprise-invitations\/([\w-]+)/,
  )![1];
  const client = await signedInClient(ctx, user);
  expect((await client.post(`/api/invitations/token/${token}/accept`)).statusCode).toBe(200);
  return client;
}

describe('the enterprise logo', () => {
  it('is uploaded by the owner, shown on the account, served publicly, replaced and removed', async () => {
    const { owner, enterprise } = await createEnterprise();
    const uploaded = await uploadAvatar(owner.client, URL, PNG);
    expect(uploaded.statusCode).toBe(200);
    const url = uploaded.json().avatar as string;
    expect(url).toMatch(new RegExp(`^/api/enterprises/${enterprise.id}/avatar\\?v=[\\w-]+$`));
    expect((await owner.client.get('/api/users/self')).json().active_enterprise.avatar).toBe(url);
    expect((await owner.client.get('/api/enterprises/current')).json().avatar).toBe(url);

    const served = await new TestClient(ctx.app).get(url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(PNG)).toBe(true);

    const replaced = (await uploadAvatar(owner.client, URL, PNG)).json().avatar as string;
    expect(replaced).not.toBe(url);
    expect((await owner.client.delete(URL)).statusCode).toBe(204);
    expect((await owner.client.get('/api/enterprises/current')).json().avatar).toBeNull();
    expect((await new TestClient(ctx.app).get(replaced)).statusCode).toBe(404);
  });

  it('may be changed by an Enterprise Admin, never by an Enterprise Viewer', async () => {
    const { owner, group } = await createEnterprise();
    const admin = await member(owner.client, 'Enterprise Admin', [group.id]);
    const viewer = await member(owner.client, 'Enterprise Viewer', [group.id]);
    expect((await uploadAvatar(admin, URL, PNG)).statusCode).toBe(200);
    const before = (await owner.client.get('/api/enterprises/current')).json().avatar;
    expect((await uploadAvatar(viewer, URL, PNG)).statusCode).toBe(403);
    expect((await viewer.delete(URL)).statusCode).toBe(403);
    expect((await owner.client.get('/api/enterprises/current')).json().avatar).toBe(before);
  });

  it('is refused to someone acting as a company or as themselves (no active enterprise)', async () => {
    const company = await createTestCompany(ctx);
    expect((await uploadAvatar(company.members['Company Admin'].client, URL, PNG)).statusCode).toBe(403);
    expect((await uploadAvatar(new TestClient(ctx.app), URL, PNG)).statusCode).toBe(401);
  });

  it('changes only the enterprise in use; another enterprise’s logo is not touched', async () => {
    const mine = await createEnterprise('Mine Group');
    const theirs = await createEnterprise('Their Group');
    await uploadAvatar(theirs.owner.client, URL, PNG);
    const theirLogo = (await theirs.owner.client.get('/api/enterprises/current')).json().avatar;
    await uploadAvatar(mine.owner.client, URL, PNG);
    await mine.owner.client.delete(URL);
    expect((await theirs.owner.client.get('/api/enterprises/current')).json().avatar).toBe(theirLogo);
    expect((await new TestClient(ctx.app).get(theirLogo)).statusCode).toBe(200);
    // An enterprise that does not exist, or has no logo, answers 404.
    expect((await new TestClient(ctx.app).get('/api/enterprises/999999999/avatar')).statusCode).toBe(404);
    expect(
      (await new TestClient(ctx.app).get(`/api/enterprises/${mine.enterprise.id}/avatar`)).statusCode,
    ).toBe(404);
  });

  it('checks the content, the size and the body like company logos', async () => {
    const { owner } = await createEnterprise();
    const svg = await uploadAvatar(owner.client, URL, SVG_AS_PNG, 'logo.png');
    expect(svg.statusCode).toBe(422);
    expect(svg.json().errors).toEqual({ avatar: ['The avatar must be a PNG, JPEG or WebP image.'] });
    const big = await uploadAvatar(owner.client, URL, Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]));
    expect(big.statusCode).toBe(413);
    expect((await owner.client.post(URL, {})).statusCode).toBe(422);
    for (const { contentType, body } of BROKEN_MULTIPART) {
      const response = await owner.client.post(URL, Buffer.from(body), {
        headers: { 'content-type': contentType },
      });
      expect([400, 422]).toContain(response.statusCode);
    }
    expect((await owner.client.get('/api/enterprises/current')).json().avatar).toBeNull();
  });
});
