import { COMPANY_ROLES } from '@hireloop/shared/roles';
import { describe, expect, it } from 'vitest';
import { appForThisFile } from '#server-test/file-app.ts';
import { multipartFile, TestClient } from '#server-test/http-client.ts';
import { createTestCompany } from '#server-test/tenancy-factories.ts';

const ctx = await appForThisFile();

// The smallest valid PNG: 1×1 transparent pixel.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

const profile = {
  name: 'Northwind Bakery',
  nickname: 'Northwind',
  description: 'Fresh bread since 1998.',
  website: 'northwind.example',
  address_line_1: '1 Main St',
  city: 'Portland',
  region: 'OR',
  postal_code: '97201',
  country: 'us',
  industry: 'Food & Beverage',
  size: '11-50',
};

async function upload(client: TestClient, data: Buffer, filename = 'logo.png') {
  const { body, contentType } = multipartFile('avatar', filename, data, 'image/png');
  return client.post('/api/companies/current/avatar', body, { headers: { 'content-type': contentType } });
}

describe('company profile', () => {
  it.each(COMPANY_ROLES)('%s can read it; only Company Admin and Manager can edit', async (role) => {
    const company = await createTestCompany(ctx, 'Profile Co');
    const { client } = company.members[role];
    const read = await client.get('/api/companies/current');
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ id: company.id, name: 'Profile Co' });
    const mayEdit = role === 'Company Admin' || role === 'Manager';
    expect(read.json().abilities.edit).toBe(mayEdit);

    const saved = await client.put('/api/companies/current', profile);
    expect(saved.statusCode).toBe(mayEdit ? 200 : 403);
    if (mayEdit) {
      expect(saved.json()).toMatchObject({ ...profile, website: 'https://northwind.example', country: 'US' });
    }
  });

  it('validates and changes nothing on bad input', async () => {
    const company = await createTestCompany(ctx, 'Stays Co');
    const { client } = company.members['Company Admin'];
    const response = await client.put('/api/companies/current', {
      ...profile,
      name: '',
      website: 'ftp://x',
      size: 'huge',
      country: 'XX',
    });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors).sort()).toEqual(['country', 'name', 'size', 'website']);
    expect((await client.get('/api/companies/current')).json().name).toBe('Stays Co');
  });

  it('acts on the active company only: another tenant cannot reach it', async () => {
    const mine = await createTestCompany(ctx, 'Mine');
    const theirs = await createTestCompany(ctx, 'Theirs');
    const intruder = mine.members['Company Admin'].client;
    await intruder.put('/api/companies/current', { ...profile, name: 'Renamed' });
    expect((await theirs.members.Manager.client.get('/api/companies/current')).json().name).toBe('Theirs');
    expect((await intruder.put(`/api/companies/set/${theirs.id}`)).statusCode).toBe(403);
  });
});

describe('company avatar', () => {
  it('accepts a real PNG, serves it, and replaces it', async () => {
    const company = await createTestCompany(ctx);
    const { client } = company.members.Manager;
    const response = await upload(client, PNG);
    expect(response.statusCode).toBe(200);
    const url = response.json().avatar as string;
    expect(url).toMatch(new RegExp(`^/api/companies/${company.id}/avatar\\?v=[\\w-]+$`));

    const served = await new TestClient(ctx.app).get(url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(PNG)).toBe(true);
    expect((await client.get('/api/users/self')).json().active_company.avatar).toBe(url);

    expect((await client.delete('/api/companies/current/avatar')).statusCode).toBe(204);
    expect((await new TestClient(ctx.app).get(url)).statusCode).toBe(404);
  });

  it('checks the content, not the name', async () => {
    const company = await createTestCompany(ctx);
    const response = await upload(
      company.members['Company Admin'].client,
      Buffer.from('<svg onload="alert(1)"></svg>'),
      'logo.png',
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ avatar: ['The avatar must be a PNG, JPEG or WebP image.'] });
  });

  it('refuses files over 5 MB with 413', async () => {
    const company = await createTestCompany(ctx);
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]);
    const response = await upload(company.members['Company Admin'].client, big);
    expect(response.statusCode).toBe(413);
    expect(response.json().errors).toEqual({ avatar: ['The avatar may not be greater than 5 MB.'] });
  });

  it('is for profile editors only', async () => {
    const company = await createTestCompany(ctx);
    expect((await upload(company.members.Recruiter.client, PNG)).statusCode).toBe(403);
  });

  it('needs a file', async () => {
    const company = await createTestCompany(ctx);
    const response = await company.members['Company Admin'].client.post('/api/companies/current/avatar', {});
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ avatar: ['The avatar field is required.'] });
  });
});

describe('GET /api/company-dashboard', () => {
  it('counts the team and open invitations', async () => {
    const company = await createTestCompany(ctx);
    const { client } = company.members['Company Admin'];
    await client.post('/api/invitations', { email: 'someone-new@example.com', role: 'Recruiter' });
    const response = await client.get('/api/company-dashboard');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      team_members: 4,
      pending_invitations: 1,
      abilities: { manage_team: true, edit_profile: true, create_opportunity: true, complete_demo: true },
    });
    expect(new Date(response.json().trial_ends_at).getTime()).toBeGreaterThan(Date.now());
    const teamMember = (await company.members['Team Member'].client.get('/api/company-dashboard')).json();
    expect(teamMember.abilities).toEqual({
      manage_team: false,
      edit_profile: false,
      create_opportunity: false,
      complete_demo: false,
    });
    const recruiter = (await company.members.Recruiter.client.get('/api/company-dashboard')).json();
    expect(recruiter.abilities).toEqual({
      manage_team: true,
      edit_profile: false,
      create_opportunity: true,
      complete_demo: true,
    });
  });
});
