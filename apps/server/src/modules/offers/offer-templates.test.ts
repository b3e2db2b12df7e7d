// Offer letter templates: CRUD, sanitizing and merge fields, the default, roles and tenants.
import { describe, expect, it } from 'vitest';
import { companyAppForThisFile } from '#server-test/file-app.ts';

const {
  companies: [company, rival],
} = await companyAppForThisFile('Acme Bakery', 'Rival Rolls');

const recruiter = () => company.members.Recruiter.client;

describe('/api/offer-templates', () => {
  it('starts every company with the default template', async () => {
    const list = await recruiter().get('/api/offer-templates');
    expect(list.statusCode).toBe(200);
    expect(list.json().data).toHaveLength(1);
    expect(list.json().data[0]).toMatchObject({ name: 'Standard offer letter', is_default: true });
    expect(list.json().data[0].body).toContain('{{candidate_name}}');
  });

  it('creates, reads, updates and deletes a template, sanitizing like descriptions', async () => {
    const created = await recruiter().post('/api/offer-templates', {
      name: 'Kitchen offer',
      body: '<p onclick="x()">Hi {{candidate_name}}, <strong>{{pay}}</strong></p><script>alert(1)</script><img src=x onerror=alert(1)>',
    });
    expect(created.statusCode).toBe(201);
    const template = created.json();
    expect(template.body).toBe('<p>Hi {{candidate_name}}, <strong>{{pay}}</strong></p>');
    expect(template.is_default).toBe(false);

    const updated = await recruiter().put(`/api/offer-templates/${template.id}`, {
      name: 'Line cook offer',
      is_default: true,
    });
    expect(updated.json()).toMatchObject({ name: 'Line cook offer', is_default: true });
    const list = (await recruiter().get('/api/offer-templates')).json();
    expect(list.data.filter((row: { is_default: boolean }) => row.is_default)).toHaveLength(1);

    expect((await recruiter().get(`/api/offer-templates/${template.id}`)).json().name).toBe(
      'Line cook offer',
    );
    expect((await recruiter().delete(`/api/offer-templates/${template.id}`)).statusCode).toBe(204);
    expect((await recruiter().get(`/api/offer-templates/${template.id}`)).statusCode).toBe(404);
  });

  it('refuses unknown merge fields, empty bodies and deleting the last template', async () => {
    const typo = await recruiter().post('/api/offer-templates', {
      name: 'A',
      body: '<p>Hi {{candidate_nam}}</p>',
    });
    expect(typo.statusCode).toBe(422);
    expect(typo.json().errors.body[0]).toContain('Unknown merge field {{candidate_nam}}');
    const empty = await recruiter().post('/api/offer-templates', { name: 'A', body: '<script>x</script>' });
    expect(empty.json().errors.body).toEqual(['The body field is required.']);
    const missing = await recruiter().post('/api/offer-templates', { body: 'x' });
    expect(missing.json().errors.name).toEqual(['The name field is required.']);

    const rivalAdmin = rival.members['Company Admin'].client;
    const [only] = (await rivalAdmin.get('/api/offer-templates')).json().data;
    const last = await rivalAdmin.delete(`/api/offer-templates/${only.id}`);
    expect(last.statusCode).toBe(422);
    expect(last.json().message).toBe('A company keeps at least one offer letter template.');
  });

  it('lets Recruiters and above in, Team Members and other companies out', async () => {
    const [template] = (await recruiter().get('/api/offer-templates')).json().data;
    for (const role of ['Company Admin', 'Manager', 'Recruiter'] as const) {
      expect((await company.members[role].client.get(`/api/offer-templates/${template.id}`)).statusCode).toBe(
        200,
      );
    }
    const member = company.members['Team Member'].client;
    expect((await member.get('/api/offer-templates')).statusCode).toBe(403);
    expect((await member.post('/api/offer-templates', { name: 'A', body: 'B' })).statusCode).toBe(403);
    expect((await member.put(`/api/offer-templates/${template.id}`, { name: 'A' })).statusCode).toBe(403);
    expect((await member.delete(`/api/offer-templates/${template.id}`)).statusCode).toBe(403);

    const other = rival.members['Company Admin'].client;
    expect((await other.get(`/api/offer-templates/${template.id}`)).statusCode).toBe(404);
    expect((await other.put(`/api/offer-templates/${template.id}`, { name: 'Mine' })).statusCode).toBe(404);
    expect((await other.delete(`/api/offer-templates/${template.id}`)).statusCode).toBe(404);
  });
});
